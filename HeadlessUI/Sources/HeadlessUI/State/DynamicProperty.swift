/// An interface for a stored variable that updates an external property of a view.
///
/// `State`, `Binding` and `Environment` are dynamic properties. You can group them in your own
/// struct conforming to `DynamicProperty`: the host finds the properties nested inside it.
///
/// ```swift
/// // Fragment
/// struct Toggled: DynamicProperty {
///   @State var isOn = false
/// }
/// ```
///
/// HeadlessUI does not call ``update()`` (a view value is not written back after reflection);
/// nested `State` and `Environment` work without it.
public protocol DynamicProperty {
  /// Updates the underlying value of the stored value.
  mutating func update()
}

extension DynamicProperty {
  /// The default implementation does nothing.
  public mutating func update() {}
}
