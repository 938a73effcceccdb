extension View {
  /// Marks this view as refreshable.
  ///
  /// ``ViewHost/refresh()`` (or ``HostedView/refresh()``) runs the action, as pull-to-refresh
  /// would, awaits it, then applies the updates. Views inside read the action as
  /// `@Environment(\.refresh)`.
  ///
  /// ```swift
  /// // Fragment
  /// List(posts) { PostRow(post: $0) }.refreshable { await model.reload() }
  /// ```
  ///
  /// - Parameter action: An asynchronous handler to run when the user requests a refresh.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    modifier(RefreshableModifier(action: RefreshAction(action: action)))
  }
}

/// An action that initiates a refresh operation.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct RefreshAction: Sendable {
  internal let action: @Sendable () async -> Void

  /// Initiates a refresh action.
  public func callAsFunction() async {
    await action()
  }
}

private struct RefreshKey: EnvironmentKey {
  static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
  /// A refresh action stored in a view's environment.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var refresh: RefreshAction? {
    self[RefreshKey.self]
  }

  fileprivate var writableRefresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

/// Offers a refresh action to its subtree and to the host.
nonisolated struct RefreshableModifier: ViewModifier {
  typealias Body = Never
  let action: RefreshAction
}

@MainActor
extension RefreshableModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    var context = node.context
    context.environment.writableRefresh = action
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: content)], context: context)
  }

  func describe() -> String { ".refreshable" }
}
