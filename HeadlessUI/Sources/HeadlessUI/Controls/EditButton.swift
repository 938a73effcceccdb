/// A button that toggles the edit mode environment value.
///
/// Titled "Edit" while the environment's `\.editMode` is not editing and "Done" while it is;
/// tapping it sets the mode to `.active` or back to `.inactive`. In a navigation container the
/// screen supplies the binding, as Apple's example relies on; elsewhere, with no `\.editMode`
/// binding above it, tapping it changes nothing.
///
/// ```swift
/// // Fragment
/// NavigationStack {
///   List {
///     ForEach(fruits, id: \.self) { Text($0) }
///       .onDelete { fruits.remove(atOffsets: $0) }
///   }
///   .toolbar { EditButton() }
/// }
/// ```
@available(iOS 13.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// Creates an Edit button instance.
  nonisolated public init() {}

  /// The content and behavior of the view: a button titled "Edit" or "Done".
  public var body: some View {
    Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
      guard let editMode else { return }
      editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
    }
  }
}

@available(*, unavailable)
extension EditButton: Sendable {}
