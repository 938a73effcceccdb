extension View {
  /// Adds an action to perform when this view recognizes a tap gesture.
  ///
  /// In a ``ViewHost``, ``HostedView/tap(count:)`` on this view (or on a view inside it) runs the
  /// action of the nearest tap gesture whose `count` matches.
  ///
  /// ```swift
  /// // Fragment
  /// Text("Like").onTapGesture(count: 2) { liked = true }
  /// ```
  ///
  /// - Parameters:
  ///   - count: The number of taps or clicks required to trigger the action closure provided in
  ///     `action`. Defaults to `1`.
  ///   - action: The action to perform.
  @available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(TapGestureModifier(count: count, action: action))
  }
}

/// Recognizes taps of `count` on its content.
nonisolated struct TapGestureModifier: ViewModifier {
  typealias Body = Never
  let count: Int
  let action: () -> Void
}

@MainActor
extension TapGestureModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
  }

  func describe() -> String { ".onTapGesture(count: \(count))" }
}
