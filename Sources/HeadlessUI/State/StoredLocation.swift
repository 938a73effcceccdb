/// The storage of one `@State` property in a mounted node.
///
/// Writing it invalidates the owning node (unless the new value is equal to the old one, for
/// `Equatable` values). Writes may come from any context: the invalidation goes through the
/// graph's ``InvalidationInbox``.
final class StoredLocation<Value>: @unchecked Sendable {
  private var storedValue: Value
  private weak var owner: Node?
  private let inbox: InvalidationInbox

  @MainActor init(_ value: Value, owner: Node) {
    storedValue = value
    self.owner = owner
    inbox = owner.graph.inbox
  }

  var value: Value {
    get { storedValue }
    set {
      if let isEqual = areEqual(storedValue, newValue), isEqual { return }
      storedValue = newValue
      if let owner { inbox.post(owner) }
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
