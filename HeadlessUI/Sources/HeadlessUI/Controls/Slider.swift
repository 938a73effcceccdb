/// A control for selecting a value from a bounded linear range of values.
///
/// In a ``ViewHost``, find it by the texts of its label (`host.slider("Volume")`), read
/// ``HostedView/sliderValue`` and set it with ``HostedView/slide(to:)``: the value is clamped to
/// the slider's bounds and, with a `step`, rounded to the nearest valid value, as dragging the
/// thumb can only reach those.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
/// ```
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public struct Slider<Label, ValueLabel>: View where Label: View, ValueLabel: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let label: Label
  nonisolated(unsafe) internal let minimumValueLabel: ValueLabel?
  nonisolated(unsafe) internal let maximumValueLabel: ValueLabel?
  nonisolated(unsafe) internal let model: SliderModel

  nonisolated internal init(label: Label, minimum: ValueLabel?, maximum: ValueLabel?, model: SliderModel) {
    self.label = label
    self.minimumValueLabel = minimum
    self.maximumValueLabel = maximum
    self.model = model
  }

  /// Creates a slider to select a value from a given range, which displays the provided labels.
  ///
  /// - Parameters:
  ///   - value: The selected value within `bounds`.
  ///   - bounds: The range of the valid values. Defaults to `0...1`.
  ///   - label: A `View` that describes the purpose of the instance.
  ///   - minimumValueLabel: A view that describes `bounds.lowerBound`.
  ///   - maximumValueLabel: A view that describes `bounds.upperBound`.
  ///   - onEditingChanged: A callback for when editing begins and ends.
  nonisolated public init<V>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel(),
      model: SliderModel(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
    )
  }

  /// Creates a slider to select a value from a given range, subject to a step increment, which
  /// displays the provided labels.
  ///
  /// - Parameters:
  ///   - value: The selected value within `bounds`.
  ///   - bounds: The range of the valid values.
  ///   - step: The distance between each valid value.
  ///   - label: A `View` that describes the purpose of the instance.
  ///   - minimumValueLabel: A view that describes `bounds.lowerBound`.
  ///   - maximumValueLabel: A view that describes `bounds.upperBound`.
  ///   - onEditingChanged: A callback for when editing begins and ends.
  nonisolated public init<V>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel(),
      model: SliderModel(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged)
    )
  }
}

@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
extension Slider where ValueLabel == EmptyView {
  /// Creates a slider to select a value from a given range, which displays the provided label.
  ///
  /// - Parameters:
  ///   - value: The selected value within `bounds`.
  ///   - bounds: The range of the valid values. Defaults to `0...1`.
  ///   - label: A `View` that describes the purpose of the instance.
  ///   - onEditingChanged: A callback for when editing begins and ends.
  nonisolated public init<V>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), minimum: nil, maximum: nil,
      model: SliderModel(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
    )
  }

  /// Creates a slider to select a value from a given range, subject to a step increment, which
  /// displays the provided label.
  ///
  /// - Parameters:
  ///   - value: The selected value within `bounds`.
  ///   - bounds: The range of the valid values.
  ///   - step: The distance between each valid value.
  ///   - label: A `View` that describes the purpose of the instance.
  ///   - onEditingChanged: A callback for when editing begins and ends.
  nonisolated public init<V>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), minimum: nil, maximum: nil,
      model: SliderModel(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged)
    )
  }
}

@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// Creates a slider to select a value from a given range.
  ///
  /// - Parameters:
  ///   - value: The selected value within `bounds`.
  ///   - bounds: The range of the valid values. Defaults to `0...1`.
  ///   - onEditingChanged: A callback for when editing begins and ends.
  nonisolated public init<V>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(
      label: EmptyView(), minimum: nil, maximum: nil,
      model: SliderModel(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
    )
  }

  /// Creates a slider to select a value from a given range, subject to a step increment.
  ///
  /// - Parameters:
  ///   - value: The selected value within `bounds`.
  ///   - bounds: The range of the valid values.
  ///   - step: The distance between each valid value.
  ///   - onEditingChanged: A callback for when editing begins and ends.
  nonisolated public init<V>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(
      label: EmptyView(), minimum: nil, maximum: nil,
      model: SliderModel(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged)
    )
  }
}

/// A slider's value, bounds and step as `Double`s, whatever its value's type.
struct SliderModel {
  let read: () -> Double
  let write: (Double) -> Void
  let bounds: ClosedRange<Double>
  let step: Double?
  let onEditingChanged: (Bool) -> Void

  init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: Double?, onEditingChanged: @escaping (Bool) -> Void) {
    read = { Double(value.wrappedValue) }
    write = { value.wrappedValue = V($0) }
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step
    self.onEditingChanged = onEditingChanged
  }

  /// The valid value nearest to `proposed`: within the bounds and, with a step, a whole number
  /// of steps from the lower bound.
  func validValue(nearest proposed: Double) -> Double {
    var value = min(max(proposed, bounds.lowerBound), bounds.upperBound)
    if let step, step > 0 {
      let steps = ((value - bounds.lowerBound) / step).rounded()
      value = bounds.lowerBound + steps * step
      if value > bounds.upperBound { value -= step }
    }
    return value
  }
}

extension Slider: PrimitiveView, LabeledControl {
  func render(_ node: Node, in graph: ViewGraph) {
    var elements = [ChildElement(key: "label", view: label)]
    if let minimumValueLabel { elements.append(ChildElement(key: "minimum", view: minimumValueLabel)) }
    if let maximumValueLabel { elements.append(ChildElement(key: "maximum", view: maximumValueLabel)) }
    graph.reconcileChildren(of: node, elements)
  }

  func describe(_ node: Node) -> String? {
    "Slider(\(node.controlTitle.debugDescription), value: \(model.read()))"
  }
}

/// Lets the host drive a slider without knowing its types.
@MainActor
protocol SliderProtocol {
  var model: SliderModel { get }
}

extension Slider: SliderProtocol {}

@available(*, unavailable)
extension Slider: Sendable {}
