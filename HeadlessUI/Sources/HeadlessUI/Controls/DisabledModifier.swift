extension View {
  /// Adds a condition that controls whether users can interact with this view.
  ///
  /// A disabled view disables its whole subtree (a `disabled(false)` inside cannot re-enable
  /// it): `@Environment(\.isEnabled)` reads `false` there, and the host refuses to tap, toggle,
  /// pick, type into or step a disabled control, with an error naming it.
  ///
  /// ```swift
  /// // Fragment
  /// Button("Send") { send() }.disabled(message.isEmpty)
  /// ```
  ///
  /// - Parameter disabled: A Boolean value that determines whether users can interact with this
  ///   view.
  nonisolated public func disabled(_ disabled: Bool) -> some View {
    modifier(DisabledModifier(isDisabled: disabled))
  }
}

/// Turns `isEnabled` off for its subtree when `isDisabled`.
nonisolated struct DisabledModifier: ViewModifier {
  typealias Body = Never
  let isDisabled: Bool
}

@MainActor
extension DisabledModifier: PrimitiveModifier, AttributeReporting {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    var context = node.context
    if isDisabled { context.environment.isEnabled = false }
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: content)], context: context)
  }

  func describe() -> String { ".disabled(\(isDisabled))" }

  var attribute: ViewAttribute { ViewAttribute(name: "disabled", value: "\(isDisabled)") }
}

private struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// A Boolean value that indicates whether the view associated with this environment allows
  /// user interaction (`false` under `.disabled(true)`).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}

extension Node {
  /// Throws when this control is disabled: `Button "Send" is disabled: it cannot be tapped.`
  func checkEnabled(to verb: String) throws {
    guard environment.isEnabled else {
      throw ViewHostError("\(controlName) is disabled: it cannot be \(verb).")
    }
  }

  /// `Button "Send"`, `Toggle "Wi-Fi"`: the kind of control and its title.
  var controlName: String {
    let kind = typeName.prefix { $0 != "<" }
    return "\(kind) \(controlTitle.debugDescription)"
  }

  /// The title of a control: the texts of its label (its first child for controls whose
  /// content is not their label).
  var controlTitle: String {
    if view is LabeledControl { return children.first?.title ?? "" }
    return title
  }
}

/// A control whose first child is its label and whose other children are content (a picker's
/// options).
protocol LabeledControl {}
