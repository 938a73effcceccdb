import Foundation

/// A flexible space that expands along the major axis of its containing stack layout (a line
/// in the tree dump: HeadlessUI lays nothing out).
///
/// ```swift
/// // Fragment
/// HStack { Text("Total"); Spacer(); Text(price) }
/// ```
@frozen @MainActor @preconcurrency
public struct Spacer: View {
  public typealias Body = Never

  /// The minimum length this spacer can be shrunk to, along the axis or axes of expansion.
  public var minLength: CGFloat?

  /// Creates a spacer (main-actor isolated, as Apple's is).
  ///
  /// - Parameter minLength: The minimum length this spacer can be shrunk to, along the axis of
  ///   expansion; `nil` for the system default.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }
}

extension Spacer: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {}

  func describe(_ node: Node) -> String? { "Spacer" }
}

extension Spacer: Sendable {}

/// A visual element that can be used to separate other content.
///
/// ```swift
/// // Fragment
/// VStack { header; Divider(); content }
/// ```
@MainActor @preconcurrency
public struct Divider: View {
  public typealias Body = Never

  /// Creates a divider.
  nonisolated public init() {}
}

extension Divider: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {}

  func describe(_ node: Node) -> String? { "Divider" }
}

@available(*, unavailable)
extension Divider: Sendable {}
