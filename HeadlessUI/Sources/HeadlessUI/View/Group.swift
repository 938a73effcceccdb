/// A type that collects multiple instances of a content type into a single unit.
///
/// Group adds no behavior of its own; modifiers applied to it apply to the whole group.
///
/// ```swift
/// // Fragment
/// Group {
///   Text("One")
///   Text("Two")
/// }
/// .environment(\.theme, "dark")
/// ```
@frozen
public struct Group<Content> {
  public typealias Body = Never

  internal var content: Content
}

extension Group: View where Content: View {
  /// Creates a group of views.
  ///
  /// - Parameter content: A view builder that creates the content of this group.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Group: PrimitiveView, SingleChildPrimitive where Content: View {
  var child: any View { content }
  func describe(_ node: Node) -> String? { "Group" }
}

@available(*, unavailable)
extension Group: Sendable {}
