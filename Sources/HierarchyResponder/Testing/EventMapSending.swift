#if !canImport(SwiftUI) || Headless
  import HeadlessUI

  extension EventMap {
    /// One value an action sent during a crawl: what it was, the action that sent it and the
    /// path that reproduces it, and its journey.
    ///
    /// ```swift
    /// // Fragment
    /// let likes = map.sent.filter { $0.valueType == "LikeEvent" }
    /// #expect(likes.allSatisfy { $0.journey.outcome != .unhandled })
    /// ```
    public struct Sending: Hashable, Sendable, CustomStringConvertible {
      /// What kind of value it was.
      public enum Kind: String, Hashable, Sendable {
        /// An event (`triggerEvent`, an `EventButton`, a tap gesture…).
        case event
        /// An error (`reportError`, or thrown by a responder).
        case error
        /// A request (`sendRequest`).
        case request
        /// An event sent by a menu command or its keyboard shortcut (`EventCommand`).
        case command
      }

      /// What kind of value it was.
      public var kind: Kind
      /// The type name of the value, as in `LikeEvent`.
      public var valueType: String
      /// The screen of the action that sent it (`launch` for values sent while the root
      /// appeared).
      public var screen: String
      /// The action that sent it, without its screen, as in `tap "Like"` (`appear` for values
      /// sent while the root appeared).
      public var control: String
      /// The steps from a fresh root that send it again, the sending action last.
      public var path: [CrawlStep]
      /// Where it went.
      public var journey: Journey

      /// `event LikeEvent from tap "Like" on Feed: handled by .handleEvent at Feed (App/Feed.swift:12)`.
      public var description: String {
        "\(kind.rawValue) \(valueType) from \(control) on \(screen): \(journey.outcome)"
      }
    }
  }
#endif
