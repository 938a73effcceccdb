/// A collection of state exported by the focused view and its ancestors, and by the focused
/// scene.
///
/// Extend it with a property per ``FocusedValueKey``; views publish values with
/// `focusedValue(_:_:)` or `focusedSceneValue(_:_:)`, and
/// ``FocusedValue`` reads them.
///
/// ```swift
/// // Fragment
/// extension FocusedValues {
///   var selectedNote: Binding<Note>? {
///     get { self[SelectedNoteKey.self] }
///     set { self[SelectedNoteKey.self] = newValue }
///   }
/// }
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct FocusedValues {
  private var storage: [ObjectIdentifier: Any] = [:]

  internal init() {}

  /// Reads and writes values associated with a given focused value key.
  ///
  /// - Parameter key: The key type.
  public subscript<Key>(key: Key.Type) -> Key.Value? where Key: FocusedValueKey {
    get { storage[ObjectIdentifier(key)] as? Key.Value }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}

@available(*, unavailable)
extension FocusedValues: Sendable {}
