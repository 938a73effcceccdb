import Foundation

/// A size constraint for a preview (HeadlessUI shows no canvas: the layout is recorded as the
/// `previewLayout` attribute).
///
/// ```swift
/// // Fragment
/// KeypadView().previewLayout(.sizeThatFits)
/// ```
public enum PreviewLayout: Sendable {
  /// Center the preview in a container the size of the device that the preview is running on.
  case device
  /// Fit the container to the size of the preview when offered the size of the device that the
  /// preview is running on.
  case sizeThatFits
  /// Center the preview in a fixed size container with the given dimensions.
  case fixed(width: CGFloat, height: CGFloat)

  /// The layout as written in source: `.sizeThatFits`.
  internal var spelling: String {
    switch self {
    case .device: ".device"
    case .sizeThatFits: ".sizeThatFits"
    case .fixed(let width, let height): ".fixed(width: \(width), height: \(height))"
    }
  }
}

extension View {
  /// Overrides the size of the container for the preview (recorded as the `previewLayout`
  /// attribute).
  ///
  /// ```swift
  /// // Fragment
  /// static var previews: some View { BadgeView(count: 3).previewLayout(.fixed(width: 80, height: 80)) }
  /// ```
  ///
  /// - Parameter value: A layout to use for preview.
  /// - Returns: A preview that uses the given layout.
  nonisolated public func previewLayout(_ value: PreviewLayout) -> some View {
    attribute("previewLayout", value.spelling)
  }
}
