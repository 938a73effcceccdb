import Foundation

/// A set of view types that may be pinned to the bounds of a scroll view.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct PinnedScrollableViews: OptionSet, Sendable {
  /// The corresponding value of the raw type.
  public let rawValue: UInt32

  /// Creates a new option set from the given raw value.
  ///
  /// - Parameter rawValue: The raw value of the option set to create.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The header view of each `Section` will be pinned.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// The footer view of each `Section` will be pinned.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed (HeadlessUI creates them all).
///
/// ```swift
/// // Fragment
/// ScrollView { LazyVStack(spacing: 8) { ForEach(posts) { PostRow(post: $0) } } }
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct LazyVStack<Content>: View where Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: Content
  internal let alignment: HorizontalAlignment
  internal let spacing: CGFloat?

  /// Creates a lazy vertical stack view with the given spacing, vertical alignment, pinning
  /// behavior, and content.
  ///
  /// - Parameters:
  ///   - alignment: The guide for aligning the subviews in this stack (on the horizontal axis).
  ///   - spacing: The distance between adjacent subviews, or `nil` to let the stack choose a
  ///     default distance.
  ///   - pinnedViews: The kinds of child views that will be pinned (ignored by HeadlessUI, which
  ///     does not scroll).
  ///   - content: A view builder that creates the content of this stack.
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.alignment = alignment
    self.spacing = spacing
  }
}

extension LazyVStack: SingleChildPrimitive {
  var child: any View { content }

  func describe(_ node: Node) -> String? {
    stackDescription("LazyVStack", alignment: alignment.name, spacing: spacing)
  }
}

@available(*, unavailable)
extension LazyVStack: Sendable {}

/// A view that arranges its children in a line that grows horizontally, creating items only
/// as needed (HeadlessUI creates them all).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct LazyHStack<Content>: View where Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: Content
  internal let alignment: VerticalAlignment
  internal let spacing: CGFloat?

  /// Creates a lazy horizontal stack view with the given spacing, vertical alignment, pinning
  /// behavior, and content.
  ///
  /// - Parameters:
  ///   - alignment: The guide for aligning the subviews in this stack (on the vertical axis).
  ///   - spacing: The distance between adjacent subviews, or `nil` to let the stack choose a
  ///     default distance.
  ///   - pinnedViews: The kinds of child views that will be pinned (ignored by HeadlessUI, which
  ///     does not scroll).
  ///   - content: A view builder that creates the content of this stack.
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.alignment = alignment
    self.spacing = spacing
  }
}

extension LazyHStack: SingleChildPrimitive {
  var child: any View { content }

  func describe(_ node: Node) -> String? {
    stackDescription("LazyHStack", alignment: alignment.name, spacing: spacing)
  }
}

@available(*, unavailable)
extension LazyHStack: Sendable {}
