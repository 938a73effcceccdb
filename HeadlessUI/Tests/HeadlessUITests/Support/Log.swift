import Foundation

/// Records what views did, in order. Sendable so `@Sendable` closures (onPreferenceChange,
/// tasks) can write to it.
final class Log: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []

  func add(_ entry: String) {
    lock.withLock { storage.append(entry) }
  }

  var entries: [String] { lock.withLock { storage } }

  func clear() {
    lock.withLock { storage.removeAll() }
  }
}
