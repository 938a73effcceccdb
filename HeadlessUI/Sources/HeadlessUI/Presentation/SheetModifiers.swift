extension View {
  /// Presents a sheet when a binding to a Boolean value that you provide is true.
  ///
  /// The sheet's content is a live subtree with the environment of the presenting view; ``ViewHost``
  /// queries search it and ``ViewHost/sheets`` lists it. Dismissing it (the binding becomes
  /// `false`, or ``PresentedSheet/dismiss()``) removes the content and then calls `onDismiss`.
  ///
  /// ```swift
  /// // Fragment
  /// .sheet(isPresented: $isEditing) { EditView(user: $user) }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: A binding to a Boolean value that determines whether to present the sheet
  ///     that you create in the modifier's `content` closure.
  ///   - onDismiss: The closure to execute when dismissing the sheet, after its content is removed;
  ///     `nil` for none.
  ///   - content: A closure that returns the content of the sheet.
  nonisolated public func sheet<Content>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    modifier(SheetModifier(
      label: ".sheet(isPresented:)",
      current: { isPresented.wrappedValue ? ChildElement(key: 0, view: content()) : nil },
      dismiss: { isPresented.wrappedValue = false },
      onDismiss: onDismiss
    ))
  }

  /// Presents a sheet using the given item as a data source for the sheet's content.
  ///
  /// The sheet is shown while `item` is non-`nil`; its identity is the item's `id` (a new id
  /// replaces the content). Dismissing it sets `item` to `nil` and calls `onDismiss`.
  ///
  /// ```swift
  /// // Fragment
  /// .sheet(item: $selectedUser) { user in UserView(user: user) }
  /// ```
  ///
  /// - Parameters:
  ///   - item: A binding to an optional source of truth for the sheet. When `item` is non-`nil`,
  ///     the sheet is presented, made by `content` from the item's value; a new `id` replaces the
  ///     content; when it becomes `nil`, the sheet is dismissed.
  ///   - onDismiss: The closure to execute when dismissing the sheet, after its content is removed;
  ///     `nil` for none.
  ///   - content: A closure returning the content of the sheet, given the item.
  nonisolated public func sheet<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    modifier(SheetModifier(
      label: ".sheet(item:)",
      current: { item.wrappedValue.map { ChildElement(key: AnyHashable($0.id), view: content($0)) } },
      dismiss: { item.wrappedValue = nil },
      onDismiss: onDismiss
    ))
  }
}

/// Presents its content as a detached subtree while `current` returns it.
nonisolated struct SheetModifier: ViewModifier {
  typealias Body = Never
  /// How the content is presented: a sheet, a full-screen cover or a popover.
  enum Style: String {
    case sheet
    case fullScreenCover
    case popover
  }

  var style: Style = .sheet
  let label: String
  /// The sheet's content and identity, or `nil` when it is not presented.
  let current: () -> ChildElement?
  /// Makes the source of truth say "not presented".
  let dismiss: () -> Void
  let onDismiss: (() -> Void)?
}

/// Whether a sheet node presented something at its last update, and what `dismiss` inside
/// it calls.
final class SheetState {
  var isPresenting = false
  let dismissTarget = DismissTarget()
}

@MainActor
extension SheetModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
    // After the presenter's content, as its dismissal's `onDismiss` follows the content's actions.
    graph.afterChildren { present(at: node, in: graph) }
  }

  private func present(at node: Node, in graph: ViewGraph) {
    let state = node.storage(SheetState.init)
    state.dismissTarget.action = { [weak node] in
      guard let node, node.isMounted else { return }
      dismiss()
      node.invalidate()
    }
    // The content closure's observable reads belong to this node (as a body's would).
    if let sheet = graph.trackingReads(of: node, current) {
      let root = PresentationRoot(kind: .presentation, target: state.dismissTarget, content: sheet.view)
      graph.reconcilePresented(of: node, [ChildElement(key: sheet.key, view: root)], role: .sheet)
      state.isPresenting = true
    } else {
      graph.reconcilePresented(of: node, [], role: .sheet)
      if state.isPresenting, let onDismiss { graph.enqueue(onDismiss) }
      state.isPresenting = false
    }
  }

  func describe() -> String { label }
}
