/// Where a binding's value lives: a storage object (a `@State` location, an observable model) and
/// the key paths from it to the value.
///
/// `Sendable` though `root` is not: the identity only compares `root` by reference (`===`) and
/// never reads through it, so sharing it across isolations shares no state.
struct BindingIdentity: Equatable, @unchecked Sendable {
  let root: AnyObject
  let path: [AnyKeyPath]

  init(root: AnyObject, path: [AnyKeyPath] = []) {
    self.root = root
    self.path = path
  }

  func appending(_ keyPath: AnyKeyPath) -> BindingIdentity {
    BindingIdentity(root: root, path: path + [keyPath])
  }

  static func == (lhs: BindingIdentity, rhs: BindingIdentity) -> Bool {
    lhs.root === rhs.root && lhs.path == rhs.path
  }
}
