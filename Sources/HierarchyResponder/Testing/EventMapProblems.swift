#if !canImport(SwiftUI) || Headless
  import HeadlessUI

  extension EventMap {
    /// The problems a crawl found, printed one per line, so that a failing
    /// `#expect(map.problems.isEmpty)` reads as a list.
    ///
    /// ```swift
    /// // Fragment
    /// let map = try await EventMap.crawl { InboxView(store: .preview) }
    /// #expect(map.problems.isEmpty)
    /// // Expectation failed: (map.problems → 2 problems:
    /// //   1. Unhandled event ArchiveEvent: sent by tap "Archive" on Inbox, no responder took it. Reproduce: tap "Archive" on Inbox
    /// //   2. …).isEmpty
    /// ```
    public struct Problems: Hashable, Sendable, CustomStringConvertible {
      /// The problems, grouped by kind (unhandled events and errors, then unhandled requests, undeclared, never sent, still
      /// running, runtime issues, failed actions), each group in the order found.
      public var all: [Problem]

      /// Whether the crawl found nothing wrong.
      public var isEmpty: Bool { all.isEmpty }

      /// How many problems.
      public var count: Int { all.count }

      /// The problems as lines, for comparing word for word.
      public var lines: [String] { all.map(\.description) }

      /// `no problems`, or `2 problems:` followed by one numbered line each.
      public var description: String {
        guard !all.isEmpty else { return "no problems" }
        let header = all.count == 1 ? "1 problem:" : "\(all.count) problems:"
        return ([header] + all.enumerated().map { "  \($0.offset + 1). \($0.element)" }).joined(separator: "\n")
      }
    }
  }
#endif
