#if !canImport(SwiftUI) || Headless
  import HeadlessUI

  extension EventMap {
    /// One arrow of the map: a screen to a control on it, or a control (or a responder that
    /// passed a new value on) to the responder that took the value.
    ///
    /// ```swift
    /// // Fragment
    /// #expect(map.edges.map(\.description).contains(#"tap "Like" on Feed --LikeEvent--> .handleEvent Feed"#))
    /// ```
    public struct Edge: Hashable, Sendable, CustomStringConvertible {
      /// A box of the map.
      public enum Node: Hashable, Sendable, CustomStringConvertible {
        /// A screen, by name.
        case screen(String)
        /// A control of a screen, by its action (`tap "Like"`).
        ///
        /// - `screen`: the screen's name.
        /// - `action`: the action, as in `tap "Like"`.
        case control(screen: String, action: String)
        /// A responder that took a value: its modifier and its name (or `fileID:line`), as in
        /// `.handleEvent Feed`.
        case responder(String)
        /// The root: the value reached it unhandled (a request: unanswered).
        case root

        /// The screen's name, `tap "Like" on Feed`, `.handleEvent Feed`, or
        /// `root (unhandled)`.
        public var description: String {
          switch self {
          case .screen(let name): name
          case .control(let screen, let action): "\(action) on \(screen)"
          case .responder(let label): label
          case .root: "root (unhandled)"
          }
        }

        /// The label drawn in the box (a control without its screen, which the arrow shows).
        var label: String {
          if case .control(_, let action) = self { return action }
          return description
        }
      }

      /// Where the arrow starts.
      public var from: Node
      /// Where it ends.
      public var to: Node
      /// The type name of the value it carries; `nil` from a screen to its control.
      public var value: String?

      /// `Feed --> tap "Like" on Feed`, or `tap "Like" on Feed --LikeEvent--> .handleEvent Feed`.
      public var description: String {
        value.map { "\(from) --\($0)--> \(to)" } ?? "\(from) --> \(to)"
      }
    }
  }
#endif
