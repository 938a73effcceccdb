import Foundation

/// A proposal for the size of a view (HeadlessUI lays nothing out: the type exists so that
/// ``Layout`` types compile, and its arithmetic behaves as SwiftUI documents it).
///
/// ```swift
/// // Fragment
/// let size = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 80, height: 80))
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct ProposedViewSize: Equatable, Sendable {
  /// The proposed horizontal size measured in points; `nil` for unspecified.
  public var width: CGFloat?

  /// The proposed vertical size measured in points; `nil` for unspecified.
  public var height: CGFloat?

  /// A size proposal that contains zero in both dimensions.
  public static let zero = ProposedViewSize(width: 0, height: 0)

  /// The proposed size with both dimensions left unspecified.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// A size proposal that contains infinity in both dimensions.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// Creates a new proposed size using the specified width and height.
  ///
  /// - Parameters:
  ///   - width: A proposed width in points; `nil` for unspecified.
  ///   - height: A proposed height in points; `nil` for unspecified.
  @inlinable public init(width: CGFloat?, height: CGFloat?) {
    (self.width, self.height) = (width, height)
  }

  /// Creates a new proposed size from a specified size.
  ///
  /// - Parameter size: A proposed size with dimensions measured in points.
  @inlinable public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Creates a new proposal that replaces unspecified dimensions in this proposal with the
  /// corresponding dimension of the specified size.
  ///
  /// - Parameter size: A set of concrete values to use for the size proposal in place of any
  ///   unspecified dimensions. The default value is `10` for both dimensions.
  /// - Returns: A new, fully specified size proposal.
  @inlinable public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
