/// A view that shows the progress toward completion of a task.
///
/// The tree dump shows its value (``HostedView/progress`` reads the fraction completed, `nil`
/// for an indeterminate one).
///
/// ```swift
/// // Fragment
/// ProgressView()
/// ProgressView("Uploading", value: sent, total: size)
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let label: Label?
  nonisolated(unsafe) internal let currentValueLabel: CurrentValueLabel?
  /// The fraction completed, `nil` when indeterminate.
  internal let fraction: Double?

  nonisolated internal init(label: Label?, currentValueLabel: CurrentValueLabel?, fraction: Double?) {
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.fraction = fraction
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
  /// Creates a progress view for showing indeterminate progress, without a label.
  nonisolated public init() where Label == EmptyView {
    self.init(label: nil, currentValueLabel: nil, fraction: nil)
  }

  /// Creates a progress view for showing indeterminate progress that displays a custom label.
  ///
  /// - Parameter label: A view builder that creates a view that describes the task in progress.
  nonisolated public init(@ViewBuilder label: () -> Label) {
    self.init(label: label(), currentValueLabel: nil, fraction: nil)
  }

  /// Creates a progress view for showing indeterminate progress that generates its label from
  /// a localized string.
  ///
  /// - Parameter titleKey: The key for the progress view's localized title that describes the task
  ///   in progress.
  nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text {
    self.init(label: Text(titleKey), currentValueLabel: nil, fraction: nil)
  }

  /// Creates a progress view for showing indeterminate progress that generates its label from
  /// a string.
  ///
  /// - Parameter title: A string that describes the task in progress (not localized).
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S) where Label == Text, S: StringProtocol {
    self.init(label: Text(title), currentValueLabel: nil, fraction: nil)
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView {
  /// Creates a progress view for showing determinate progress.
  ///
  /// - Parameters:
  ///   - value: The completed amount of the task to this point, in a range of `0.0` to `total`, or
  ///     `nil` to show indeterminate progress.
  ///   - total: The full amount representing the complete scope of the task, meaning the task is
  ///     complete if `value` equals `total`. The default value is `1.0`.
  nonisolated public init<V>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {
    self.init(label: nil, currentValueLabel: nil, fraction: progressFraction(value, total))
  }

  /// Creates a progress view for showing determinate progress, with a custom label.
  ///
  /// - Parameters:
  ///   - value: The completed amount of the task to this point, in a range of `0.0` to `total`, or
  ///     `nil` to show indeterminate progress.
  ///   - total: The full amount representing the complete scope of the task, meaning the task is
  ///     complete if `value` equals `total`. The default value is `1.0`.
  ///   - label: A view builder that creates a view that describes the task in progress.
  nonisolated public init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {
    self.init(label: label(), currentValueLabel: nil, fraction: progressFraction(value, total))
  }

  /// Creates a progress view for showing determinate progress, with a custom label and current
  /// value label.
  ///
  /// - Parameters:
  ///   - value: The completed amount of the task to this point, in a range of `0.0` to `total`, or
  ///     `nil` to show indeterminate progress.
  ///   - total: The full amount representing the complete scope of the task, meaning the task is
  ///     complete if `value` equals `total`. The default value is `1.0`.
  ///   - label: A view builder that creates a view that describes the task in progress.
  ///   - currentValueLabel: A view builder that creates a view that describes the level of
  ///     completed progress of the task.
  nonisolated public init<V>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) where V: BinaryFloatingPoint {
    self.init(label: label(), currentValueLabel: currentValueLabel(), fraction: progressFraction(value, total))
  }

  /// Creates a progress view for showing determinate progress that generates its label from a
  /// localized string.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the progress view's localized title that describes the task in
  ///     progress.
  ///   - value: The completed amount of the task to this point, in a range of `0.0` to `total`, or
  ///     `nil` to show indeterminate progress.
  ///   - total: The full amount representing the complete scope of the task, meaning the task is
  ///     complete if `value` equals `total`. The default value is `1.0`.
  nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {
    self.init(label: Text(titleKey), currentValueLabel: nil, fraction: progressFraction(value, total))
  }

  /// Creates a progress view for showing determinate progress that generates its label from a
  /// string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the task in progress (not localized).
  ///   - value: The completed amount of the task to this point, in a range of `0.0` to `total`, or
  ///     `nil` to show indeterminate progress.
  ///   - total: The full amount representing the complete scope of the task, meaning the task is
  ///     complete if `value` equals `total`. The default value is `1.0`.
  @_disfavoredOverload
  nonisolated public init<S, V>(_ title: S, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView, S: StringProtocol, V: BinaryFloatingPoint {
    self.init(label: Text(title), currentValueLabel: nil, fraction: progressFraction(value, total))
  }
}

/// `value / total`, clamped to 0…1; `nil` when `value` is.
private func progressFraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
  guard let value else { return nil }
  guard total > 0 else { return 0 }
  return min(max(Double(value / total), 0), 1)
}

extension ProgressView: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {
    var elements: [ChildElement] = []
    if let label { elements.append(ChildElement(key: "label", view: label)) }
    if let currentValueLabel { elements.append(ChildElement(key: "value", view: currentValueLabel)) }
    graph.reconcileChildren(of: node, elements)
  }

  func describe(_ node: Node) -> String? {
    fraction.map { "ProgressView(\($0))" } ?? "ProgressView"
  }
}

/// Lets the host read a progress view's fraction without knowing its types.
protocol ProgressProtocol {
  var fraction: Double? { get }
}

extension ProgressView: ProgressProtocol {}

@available(*, unavailable)
extension ProgressView: Sendable {}
