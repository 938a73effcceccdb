/// Layout-specific properties of a layout container.
///
/// ```swift
/// // Fragment
/// static var layoutProperties: LayoutProperties {
///   var properties = LayoutProperties()
///   properties.stackOrientation = .vertical
///   return properties
/// }
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutProperties: Sendable {
  /// Creates a default set of properties.
  public init() {}

  /// The orientation of the containing stack-like container; `nil` when the layout is not
  /// one-dimensional.
  public var stackOrientation: Axis?
}
