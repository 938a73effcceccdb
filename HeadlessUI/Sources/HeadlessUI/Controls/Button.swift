/// A control that initiates an action.
///
/// In a ``ViewHost``, find it by title (`host.button("Sign up")`) and `tap()` it: the action
/// runs on the main actor, then the host updates the views it invalidated.
///
/// ```swift
/// // Fragment
/// Button("Sign up") { submit() }
/// Button(role: .destructive, action: delete) { Text("Delete") }
/// ```
@MainActor @preconcurrency
public struct Button<Label>: View where Label: View {
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let label: Label
  internal let action: @MainActor () -> Void
  internal let role: ButtonRole?

  /// Creates a button that displays a custom label.
  ///
  /// - Parameters:
  ///   - action: The action to perform when the user triggers the button
  ///     (``HostedView/tap(count:)`` in a ``ViewHost``).
  ///   - label: A view that describes the purpose of the button's action.
  @preconcurrency
  nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// Creates a button with a specified role that displays a custom label.
  ///
  /// - Parameters:
  ///   - role: An optional semantic role that describes the button (such as `.destructive` or
  ///     `.cancel`).
  ///   - action: The action to perform when the user triggers the button
  ///     (``HostedView/tap(count:)`` in a ``ViewHost``).
  ///   - label: A view that describes the purpose of the button's action.
  @preconcurrency
  nonisolated public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.action = action
    self.role = role
  }

  /// The content of the button (its label; HeadlessUI renders the button itself).
  @MainActor @preconcurrency
  public var body: some View { label }
}

extension Button where Label == Text {
  /// Creates a button that generates its label from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the button's localized title, that describes the purpose of the
  ///     button's action.
  ///   - action: The action to perform when the user triggers the button
  ///     (``HostedView/tap(count:)`` in a ``ViewHost``).
  @preconcurrency
  nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }

  /// Creates a button that generates its label from a string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the purpose of the button's action (not localized).
  ///   - action: The action to perform when the user triggers the button
  ///     (``HostedView/tap(count:)`` in a ``ViewHost``).
  @preconcurrency @_disfavoredOverload
  nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
    self.init(role: nil, action: action) { Text(title) }
  }

  /// Creates a button with a specified role that generates its label from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the button's localized title, that describes the purpose of the
  ///     button's action.
  ///   - role: An optional semantic role that describes the button (such as `.destructive` or
  ///     `.cancel`).
  ///   - action: The action to perform when the user triggers the button
  ///     (``HostedView/tap(count:)`` in a ``ViewHost``).
  @preconcurrency
  nonisolated public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// Creates a button with a specified role that generates its label from a string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the purpose of the button's action (not localized).
  ///   - role: An optional semantic role that describes the button (such as `.destructive` or
  ///     `.cancel`).
  ///   - action: The action to perform when the user triggers the button
  ///     (``HostedView/tap(count:)`` in a ``ViewHost``).
  @preconcurrency @_disfavoredOverload
  nonisolated public init<S>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button: SingleChildPrimitive {
  var child: any View { label }

  func describe(_ node: Node) -> String? {
    let title = node.texts().joined(separator: " ")
    return "Button(\(title.debugDescription)\(role.map { ", role: .\($0.name)" } ?? ""))"
  }
}

/// Lets the host run a button's action without knowing its label type: a `Button`, or a
/// control that a tap activates like one (`Link`, `NavigationLink`).
@MainActor
protocol ButtonProtocol {
  var role: ButtonRole? { get }
  /// Runs the action of the control mounted at `node`.
  ///
  /// - Throws: ``ViewHostError`` when the action cannot happen there.
  func trigger(from node: Node) throws
}

extension Button: ButtonProtocol {
  func trigger(from node: Node) throws {
    action()
    node.environment.menuDismiss?.dismiss()
  }
}

@available(*, unavailable)
extension Button: Sendable {}
