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
  /// let first = items[safe: 0] // nil when `items` is empty
  /// ```
  @available(*, deprecated, message: "Not part of HierarchyResponder's purpose: check indices.contains(index) in your app.")
  public subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
