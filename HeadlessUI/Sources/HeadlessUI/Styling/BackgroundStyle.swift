/// The background style in the current context (recorded as `.background`).
///
/// ```swift
/// // Fragment
/// RoundedRectangle(cornerRadius: 8).fill(.background)
/// ```
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen
public struct BackgroundStyle: ShapeStyle, CustomStringConvertible {
  /// Creates a background style instance.
  @inlinable
  public init() {}

  /// `background`.
  public var description: String { "background" }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == BackgroundStyle {
  /// The background style in the current context.
  public static var background: BackgroundStyle { BackgroundStyle() }
}
