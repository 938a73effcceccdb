#if !canImport(SwiftUI) || Headless
  import HeadlessUI

  extension EventMap {
    /// A `.triggers`, `.reports` or `.requests` declaration a crawl found on screen.
    ///
    /// ```swift
    /// // Fragment
    /// #expect(map.declarations.map(\.description) == [".triggers at App/Feed.swift:40 on Feed: LikeEvent, ShareEvent"])
    /// ```
    public struct Declaration: Hashable, Sendable, CustomStringConvertible {
      /// The modifier: `.triggers`, `.reports` or `.requests`.
      public var modifier: String
      /// Where it is written, as in `App/Feed.swift:40`.
      public var site: String
      /// The screen it was first seen on.
      public var screen: String
      /// The type names it lists, in order.
      public var types: [String]

      /// `.triggers at App/Feed.swift:40 on Feed: LikeEvent, ShareEvent`.
      public var description: String {
        "\(modifier) at \(site) on \(screen): \(types.joined(separator: ", "))"
      }
    }
  }
#endif
