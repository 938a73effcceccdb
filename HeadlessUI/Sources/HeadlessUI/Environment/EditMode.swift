/// A mode that indicates whether the user can edit a view's content.
///
/// Read it with `@Environment(\.editMode)`: a binding an ancestor provides
/// (`.environment(\.editMode, $editMode)`), which ``EditButton`` toggles. Inside a navigation
/// container (each screen of a ``NavigationStack`` or `NavigationView`, each column of a
/// `NavigationSplitView`) with no such ancestor, the screen's own binding, as on iOS; `nil`
/// elsewhere when no ancestor provides one.
///
/// ```swift
/// // Fragment
/// @Environment(\.editMode) private var editMode
/// var isEditing: Bool { editMode?.wrappedValue.isEditing == true }
/// ```
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum EditMode: Sendable {
  /// The user can't edit the view content.
  case inactive
  /// The view is in a temporary edit mode.
  case transient
  /// The user can edit the view content.
  case active

  /// Indicates whether a view is being edited: `true` for `.active` and `.transient`.
  public var isEditing: Bool { self != .inactive }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension EditMode: Equatable, Hashable {}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// An indication of whether the user can edit the contents of a view associated with this
  /// environment: the binding an ancestor provides, or the one of the navigation screen this view
  /// is in; `nil` when there is neither.
  ///
  /// ```swift
  /// // Fragment
  /// List { rows }.environment(\.editMode, $editMode)
  /// ```
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}
