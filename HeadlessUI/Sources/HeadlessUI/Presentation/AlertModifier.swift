/// Presents an alert while its binding is `true` (and its data, if any, is non-`nil`).
///
/// The actions and message are mounted as a detached subtree of the presenting node (they see
/// its environment); ``ViewHost/alert`` reads them.
nonisolated struct AlertModifier: ViewModifier {
  typealias Body = Never

  enum Actions {
    case views(AnyView?)
    case legacy([Alert.Button])
  }

  /// An alert, or a confirmation dialog (which gets a "Cancel" button when it declares no
  /// cancel button, as on iOS).
  enum Kind: Equatable {
    case alert
    case confirmationDialog
  }

  var kind: Kind = .alert
  let title: Text
  let isPresented: Binding<Bool>
  let actions: Actions
  let message: AnyView?
  /// `false` for a `presenting:` alert whose data is `nil`: it is not shown.
  let hasData: Bool

  var isShown: Bool { hasData && isPresented.wrappedValue }
}

@MainActor
extension AlertModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
    var elements: [ChildElement] = []
    if isShown {
      elements.append(ChildElement(key: "actions", view: actionsView()))
      if let message { elements.append(ChildElement(key: "message", view: message)) }
    }
    graph.reconcilePresented(of: node, elements, role: .alert)
  }

  private func actionsView() -> any View {
    switch actions {
    case .views(let view):
      return view ?? AnyView(EmptyView())
    case .legacy(let buttons):
      return ForEach(buttons.indices, id: \.self) { index in
        let button = buttons[index]
        HeadlessUI.Button(role: button.role, action: { button.action?() }) { button.label }
      }
    }
  }

  /// Dismisses the alert: the binding becomes `false`.
  func dismiss() {
    isPresented.wrappedValue = false
  }

  func describe() -> String {
    let name = kind == .alert ? "alert" : "confirmationDialog"
    return ".\(name)(\(title.string.debugDescription), isPresented: \(isShown))"
  }
}
