extension Array {
  /// The element at `index`, or `nil` when `index` is out of bounds: a public
  /// extension the predecessor shipped, kept so that apps that used it compile.
  ///
  /// It has nothing to do with responders; write the bounds check in your app
  /// (`indices.contains(index) ? array[index] : nil`) or use your own extension.
  ///
  /// - Parameter index: Any position, valid or not.
  ///
  /// ```swift
  /// // Fragment
  /// let first = items[safe: 0] // nil when `items` is empty
  /// ```
  /// Many apps declare their own `subscript(safe:)` (usually on `Collection`).
  /// This one is disfavored in overload resolution, so an app's own helper is
  /// always chosen where one is visible, without a deprecation warning; this
  /// one only serves code that has none. No other spelling loses to a less
  /// specialized declaration in another module.
  @available(*, deprecated, message: "Not part of HierarchyResponder's purpose: check indices.contains(index) in your app.")
  @_disfavoredOverload
  public subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
