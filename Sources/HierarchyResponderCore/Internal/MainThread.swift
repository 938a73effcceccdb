import Dispatch

/// Whether the caller runs where the main actor runs: on the main dispatch
/// queue. The run-time half of the Swift 5 callers' contract (see ``OffMainDelivery``).
///
/// It asks the queue, not the thread: on Linux a process that called
/// `dispatchMain()` (Swift Testing does, and so may an app) drains the main
/// queue, and runs the main actor, on a thread other than the process's first.
/// The main thread outside any block also counts as the main queue (libdispatch
/// binds it to that queue), so a UIKit callback on the main thread is "main".
///
/// ```swift
/// // Fragment
/// if MainThread.isCurrent { deliver() } else { hop() }
/// ```
package enum MainThread {
  /// The key of the mark (a box: the key's class is not `Sendable` on every platform;
  /// it is immutable and libdispatch's calls on it are thread-safe).
  private struct Mark: @unchecked Sendable {
    let key = DispatchSpecificKey<UInt8>()
  }

  /// Marks the main queue; only the main queue (and the main thread) sees the mark.
  private static let mark: Mark = {
    let mark = Mark()
    DispatchQueue.main.setSpecific(key: mark.key, value: 1)
    return mark
  }()

  /// `true` on the main queue, where the main actor runs.
  package static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: mark.key) == 1
  }
}
