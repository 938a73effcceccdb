/// A control that toggles between on and off states.
///
/// In a ``ViewHost``, find it by title (`host.toggle("Wi-Fi")`), read ``HostedView/isOn`` and
/// flip it with ``HostedView/toggle()``.
///
/// ```swift
/// // Fragment
/// Toggle("Notifications", isOn: $notificationsEnabled)
/// ```
@MainActor @preconcurrency
public struct Toggle<Label>: View where Label: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let label: Label
  internal let isOn: Binding<Bool>

  /// Creates a toggle that displays a custom label.
  ///
  /// - Parameters:
  ///   - isOn: A binding to a property that indicates whether the toggle is on or off.
  ///   - label: A view that describes the purpose of the toggle.
  nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle that generates its label from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the toggle's localized title, that describes the purpose of the
  ///     toggle.
  ///   - isOn: A binding to a property that indicates whether the toggle is on or off.
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// Creates a toggle that generates its label from a string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the purpose of the toggle (not localized).
  ///   - isOn: A binding to a property that indicates whether the toggle is on or off.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle: SingleChildPrimitive {
  var child: any View { label }

  func describe(_ node: Node) -> String? {
    "Toggle(\(node.title.debugDescription), isOn: \(isOn.wrappedValue))"
  }
}

/// Lets the host drive a toggle without knowing its label type.
@MainActor
protocol ToggleProtocol {
  var isOn: Binding<Bool> { get }
}

extension Toggle: ToggleProtocol {}

@available(*, unavailable)
extension Toggle: Sendable {}
