/// A collection of environment values propagated through a view hierarchy.
///
/// A view sees the values of its nearest ancestors: `environment(_:_:)` and
/// `transformEnvironment(_:transform:)` change them for the modified subtree only. A key never
/// written reads as its `defaultValue`.
public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: (key: Any.Type, value: Any)] = [:]
  /// Objects stored by type (`environment(_ object:)`, `environmentObject(_:)`).
  private var objects: [ObjectIdentifier: AnyObject] = [:]
  /// Changes with every write: two environments with the same version hold the same values,
  /// which lets the graph skip a subtree whose environment did not change.
  internal private(set) var version = EnvironmentVersion.initial

  /// Creates an environment values instance (every key at its default value).
  public init() {}

  /// Accesses the environment value associated with a custom key.
  ///
  /// - Parameter key: The type of the custom key.
  /// - Returns: The value set by the nearest writer; the key's `defaultValue` when none has set it.
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get {
      if let stored = values[ObjectIdentifier(key)], let value = stored.value as? K.Value {
        return value
      }
      return K.defaultValue
    }
    set {
      values[ObjectIdentifier(key)] = (key, newValue)
      version = EnvironmentVersion()
    }
  }

  /// The object of type `type` stored with ``setObject(_:of:)``, if any.
  internal func object(of type: Any.Type) -> AnyObject? {
    objects[ObjectIdentifier(type)]
  }

  /// Stores `object` under `type` (`nil` removes it).
  internal mutating func setObject(_ object: AnyObject?, of type: Any.Type) {
    objects[ObjectIdentifier(type)] = object
    version = EnvironmentVersion()
  }

  /// A string that lists the values written so far, sorted by key name.
  public var description: String {
    let entries = values.values
      .map { "\(String(describing: $0.key)) = \(String(describing: $0.value))" }
      .sorted()
    return "[" + entries.joined(separator: ", ") + "]"
  }
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}

/// The identity of one state of an ``EnvironmentValues``.
final class EnvironmentVersion: Sendable {
  static let initial = EnvironmentVersion()
}
