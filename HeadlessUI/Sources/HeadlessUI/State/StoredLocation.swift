import Foundation

/// The storage of one `@State` property in one mounted instance of a view.
///
/// Reads and writes may come from any thread (Apple's `State` documentation: "You can safely
/// mutate state properties from any thread"): the value is guarded by a lock, and a write posts
/// the owning node to the graph's ``InvalidationInbox``, which re-evaluates it on the main actor.
/// Writing a value equal to the current one (for `Equatable` values) changes nothing.
/// A write on the main thread while the graph evaluates a `body` is reported, as SwiftUI does:
/// "Modifying state during view update, this will cause undefined behavior."
// Locked storage (ARCHITECTURE.md, "Concurrency invariants"): its mutable state is only read
// and written under `lock`.
final class StoredLocation<Value>: @unchecked Sendable {
  /// SwiftUI's runtime warning for a state write during a body evaluation.
  static var writeDuringUpdateMessage: String {
    "Modifying state during view update, this will cause undefined behavior."
  }

  private let lock = NSLock()
  private var storedValue: Value
  private let owner: NodeReference

  @MainActor init(_ value: Value, owner: NodeReference) {
    storedValue = value
    self.owner = owner
  }

  /// The node that owns this storage (for identity comparisons of bindings).
  var ownerReference: NodeReference { owner }

  var value: Value {
    get { lock.withLock { storedValue } }
    set {
      if owner.isWriteDuringBody { owner.inbox.report(Self.writeDuringUpdateMessage) }
      let changed = lock.withLock {
        if let isEqual = areEqual(storedValue, newValue), isEqual { return false }
        storedValue = newValue
        return true
      }
      if changed { owner.invalidate() }
    }
  }
}

/// `nil` when `Value` is not `Equatable`, else whether both values are equal.
func areEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool? {
  guard let lhs = lhs as? any Equatable else { return nil }
  return lhs.isEqual(to: rhs)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
