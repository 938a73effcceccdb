extension View {
  /// Specifies if the view is focusable.
  ///
  /// A focusable view can take focus: from the host (``HostedView/focus()``), by Tab and
  /// Shift-Tab in tree order (``ViewHost/pressTab(backwards:)``), or through a `@FocusState`
  /// bound with `focused(_:equals:)`. Inside it, `@Environment(\.isFocused)` tells whether it
  /// has focus.
  ///
  /// ```swift
  /// // Fragment
  /// NoteRow(note: note).focusable()
  /// ```
  ///
  /// - Parameter isFocusable: A Boolean value that indicates whether this view is focusable.
  @available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View {
    modifier(FocusableModifier(isFocusable: isFocusable))
  }
}

/// Makes its content a focusable view, and tells it whether it has focus (`isFocused`).
nonisolated struct FocusableModifier: ViewModifier {
  typealias Body = Never
  let isFocusable: Bool
}

@MainActor
extension FocusableModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    var context = node.context
    let focused = isFocusable && node.environment.focusScope?.isFocused(node) == true
    if context.environment.isFocused != focused { context.environment.isFocused = focused }
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: content)], context: context)
  }

  func describe() -> String { ".focusable(\(isFocusable))" }
}

private struct IsFocusedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Returns whether the nearest focusable ancestor has focus; `false` when there is no
  /// focusable ancestor.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public internal(set) var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }
}
