/// A protocol for identifier types used when publishing and observing focused values.
///
/// Unlike `EnvironmentKey`, it has no default value: a focused value is `nil` when nothing in
/// the focused view hierarchy publishes it.
///
/// ```swift
/// // Fragment
/// struct SelectedNoteKey: FocusedValueKey { typealias Value = Binding<Note> }
/// extension FocusedValues {
///   var selectedNote: Binding<Note>? {
///     get { self[SelectedNoteKey.self] }
///     set { self[SelectedNoteKey.self] = newValue }
///   }
/// }
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol FocusedValueKey {
  /// The type of value published and observed under this key.
  associatedtype Value
}
