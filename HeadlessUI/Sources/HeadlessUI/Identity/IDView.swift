extension View {
  /// Binds a view's identity to the given proxy value.
  ///
  /// When `id` changes, the view is a new view: its state is reset, the old one disappears and
  /// the new one appears (Apple's `id(_:)` documentation; "Demystify SwiftUI", WWDC21: explicit
  /// identity). The same `id` keeps the view and its state.
  ///
  /// ```swift
  /// // Fragment
  /// ProfileView(user: user).id(user.id)
  /// ```
  ///
  /// - Parameter id: a hashable value that identifies the view.
  nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
    IDView(content: self, id: id)
  }
}

/// A view whose only child is identified by `id` (`.id(_:)`).
@MainActor
struct IDView<Content: View, ID: Hashable>: View {
  typealias Body = Never
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) let id: ID

  nonisolated init(content: Content, id: ID) {
    self.content = content
    self.id = id
  }
}

extension IDView: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {
    graph.reconcileChildren(of: node, [ChildElement(key: AnyHashable(id), view: content)])
  }

  func describe(_ node: Node) -> String? { ".id(\(id))" }
}
