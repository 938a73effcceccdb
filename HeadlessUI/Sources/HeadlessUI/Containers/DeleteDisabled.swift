private struct DeleteDisabledKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the rows here refuse deletion (`deleteDisabled(true)` around them).
  var isDeleteDisabled: Bool {
    get { self[DeleteDisabledKey.self] }
    set { self[DeleteDisabledKey.self] = newValue }
  }
}

extension View {
  /// Adds a condition for whether the view's view hierarchy is deletable (recorded as the
  /// `deleteDisabled` attribute).
  ///
  /// A row marked `deleteDisabled(true)` offers no swipe-to-delete: ``HostedView/delete()``
  /// refuses it.
  ///
  /// ```swift
  /// // Fragment
  /// ForEach(items) { item in Text(item.name).deleteDisabled(item.isLocked) }
  ///   .onDelete { items.remove(atOffsets: $0) }
  /// ```
  ///
  /// - Parameter isDisabled: Whether the view hierarchy can be deleted.
  nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View {
    environment(\.isDeleteDisabled, isDisabled).attribute("deleteDisabled", "\(isDisabled)")
  }
}
