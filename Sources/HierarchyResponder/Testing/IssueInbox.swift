#if !canImport(SwiftUI) || Headless
  import Foundation
  import HeadlessUI

  /// The runtime issues reported during a crawl step, from whatever thread reports them.
  ///
  /// Locked storage: every stored property is read and written only under `lock`.
  final class IssueInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    private var isOpen = false

    /// Starts collecting (a step is performed) or stops (a path is replayed, or torn down).
    func setOpen(_ open: Bool) {
      lock.withLock {
        isOpen = open
        messages.removeAll()
      }
    }

    func add(_ message: String) {
      lock.withLock { if isOpen { messages.append(message) } }
    }

    /// The messages since the last call.
    func take() -> [String] {
      lock.withLock {
        defer { messages.removeAll() }
        return messages
      }
    }
  }
#endif
