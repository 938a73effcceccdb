extension View {
  /// Adds an action to perform before this view appears.
  ///
  /// The action runs when the view appears: when it is inserted on screen (after the update that
  /// inserts it), and again each time the screen it is in is shown again (a pop back to it, its
  /// tab selected); not on other updates. A view inserted off screen (in a tab not selected, in
  /// a screen below the top of a stack) appears when it is shown. Appear actions run in tree
  /// order: a parent's before its children's.
  ///
  /// ```swift
  /// // Fragment
  /// Text("Hi").onAppear { log.append("appeared") }
  /// ```
  ///
  /// - Parameter action: The action to perform; `nil` for none.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearanceModifier(appear: action, disappear: nil))
  }

  /// Adds an action to perform after this view disappears.
  ///
  /// The action runs when the view is removed (its branch switched, its `ForEach` element
  /// removed, its sheet dismissed, its screen popped…) or hidden (a screen pushed over it,
  /// another tab selected; it stays mounted and keeps its state). Within a removed or hidden
  /// subtree, children disappear before their parents; removed views disappear before the views
  /// inserted by the same update appear, and a screen a push, pop or tab switch hides disappears
  /// after the screen it shows appeared.
  ///
  /// - Parameter action: The action to perform; `nil` for none.
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearanceModifier(appear: nil, disappear: action))
  }
}

/// Runs an action when its node is inserted and another when it is removed.
nonisolated struct AppearanceModifier: ViewModifier {
  typealias Body = Never
  let appear: (() -> Void)?
  let disappear: (() -> Void)?
}

@MainActor
extension AppearanceModifier: AppearanceParticipant {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    if node.primitiveStorage == nil {
      node.primitiveStorage = InsertedMarker()
      graph.insertParticipant(node, self)
    }
    passThrough(content, node, in: graph)
  }

  func appear(_ node: Node, in graph: ViewGraph) {
    if let appear { graph.enqueue(appear) }
  }

  func disappear(_ node: Node, in graph: ViewGraph) {
    if let disappear { graph.enqueue(disappear) }
  }

  func describe() -> String { appear != nil ? ".onAppear" : ".onDisappear" }
}

/// Records that a node was rendered once (its view was inserted).
final class InsertedMarker {}
