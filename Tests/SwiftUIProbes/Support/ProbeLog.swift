import Foundation

/// What a scenario observed, in order: appearances, actions, releases.
///
/// Sendable, since task cancellation handlers and `deinit`s may run off the main thread.
final class ProbeLog: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []

  func add(_ entry: String) {
    lock.lock()
    storage.append(entry)
    lock.unlock()
  }

  var entries: [String] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  /// The entries that begin with one of `prefixes`, in order.
  func entries(startingWith prefixes: String...) -> [String] {
    entries.filter { entry in prefixes.contains { entry.hasPrefix($0) } }
  }

  /// The entries that end with one of `suffixes`, in order.
  func entries(endingWith suffixes: String...) -> [String] {
    entries.filter { entry in suffixes.contains { entry.hasSuffix($0) } }
  }

  func clear() {
    lock.lock()
    storage.removeAll()
    lock.unlock()
  }
}
