/// A type that tells the graph itself whether two of its values are the same input to a view.
///
/// Dynamic properties conform: a view's `@State` or `@Environment` field is never what makes a
/// view "changed" (their storage belongs to the mounted instance), while a `Binding` is the same
/// input when it points at the same location and carries the same value, as in SwiftUI.
protocol InputComparable {
  /// Whether the values at `lhs` and `rhs` (both of this type) are the same input.
  @MainActor static func inputsAreEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool
}
