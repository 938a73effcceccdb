/// A control that performs increment and decrement actions.
///
/// In a ``ViewHost``, find it by title (`host.stepper("Guests: 2")`) and drive it with
/// ``HostedView/increment()`` and ``HostedView/decrement()``; a value stepper stays within its
/// bounds.
///
/// ```swift
/// // Fragment
/// Stepper("Guests: \(guests)", value: $guests, in: 1...10)
/// ```
@MainActor @preconcurrency
public struct Stepper<Label>: View where Label: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let label: Label
  nonisolated(unsafe) internal let onIncrement: (() -> Void)?
  nonisolated(unsafe) internal let onDecrement: (() -> Void)?
  nonisolated(unsafe) internal let onEditingChanged: (Bool) -> Void

  nonisolated internal init(
    label: Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.label = label
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
    self.onEditingChanged = onEditingChanged
  }

  /// Creates a stepper instance that performs the closures you provide when the user
  /// increments or decrements the stepper.
  ///
  /// - Parameters:
  ///   - label: A view describing the purpose of this stepper.
  ///   - onIncrement: The closure to execute when the user increments the stepper
  ///     (``HostedView/increment()`` in a ``ViewHost``); `nil` disables incrementing.
  ///   - onDecrement: The closure to execute when the user decrements the stepper
  ///     (``HostedView/decrement()`` in a ``ViewHost``); `nil` disables decrementing.
  ///   - onEditingChanged: A closure called with `true` before each step and with `false` after it.
  nonisolated public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: label(), onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper configured to increment or decrement a binding to a value using a step
  /// value you provide.
  ///
  /// - Parameters:
  ///   - value: The ``Binding`` to a value that you provide.
  ///   - step: The amount to increment or decrement `value` each time the user clicks or taps the
  ///     stepper's increment or decrement buttons. Defaults to `1`.
  ///   - onEditingChanged: A closure called with `true` before each step and with `false` after it.
  ///   - label: A view describing the purpose of this stepper.
  nonisolated public init<V>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V: Strideable {
    self.init(
      label: label(),
      onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
      onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
      onEditingChanged: onEditingChanged
    )
  }

  /// Creates a stepper configured to increment or decrement a binding to a value using a step
  /// value and within a range of values you provide.
  ///
  /// - Parameters:
  ///   - value: The ``Binding`` to a value that you provide.
  ///   - bounds: A closed range that describes the upper and lower bounds permitted by the stepper:
  ///     a step never takes `value` past them.
  ///   - step: The amount to increment or decrement `value` each time the user clicks or taps the
  ///     stepper's increment or decrement buttons. Defaults to `1`.
  ///   - onEditingChanged: A closure called with `true` before each step and with `false` after it.
  ///   - label: A view describing the purpose of this stepper.
  nonisolated public init<V>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V: Strideable {
    self.init(
      label: label(),
      onIncrement: { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) },
      onDecrement: { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) },
      onEditingChanged: onEditingChanged
    )
  }
}

extension Stepper where Label == Text {
  /// Creates a stepper that uses a title key and executes the closures you provide when the
  /// user clicks the increment or decrement buttons.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the stepper's localized title describing the purpose of the stepper.
  ///   - onIncrement: The closure to execute when the user increments the stepper
  ///     (``HostedView/increment()`` in a ``ViewHost``); `nil` disables incrementing.
  ///   - onDecrement: The closure to execute when the user decrements the stepper
  ///     (``HostedView/decrement()`` in a ``ViewHost``); `nil` disables decrementing.
  ///   - onEditingChanged: A closure called with `true` before each step and with `false` after it.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: Text(titleKey), onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper using a title string and that executes closures you provide when the
  /// user clicks the increment or decrement buttons.
  ///
  /// - Parameters:
  ///   - title: A string describing the purpose of the stepper (not localized).
  ///   - onIncrement: The closure to execute when the user increments the stepper
  ///     (``HostedView/increment()`` in a ``ViewHost``); `nil` disables incrementing.
  ///   - onDecrement: The closure to execute when the user decrements the stepper
  ///     (``HostedView/decrement()`` in a ``ViewHost``); `nil` disables decrementing.
  ///   - onEditingChanged: A closure called with `true` before each step and with `false` after it.
  @_disfavoredOverload
  nonisolated public init<S>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where S: StringProtocol {
    self.init(label: Text(title), onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper with a title key and configured to increment and decrement a binding to
  /// a value and step amount you provide.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the stepper's localized title describing the purpose of the stepper.
  ///   - value: The ``Binding`` to a value that you provide.
  ///   - step: The amount to increment or decrement `value` each time the user clicks or taps the
  ///     stepper's increment or decrement buttons. Defaults to `1`.
  ///   - onEditingChanged: A closure called with `true` before each step and with `false` after it.
  nonisolated public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: Strideable {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
  }

  /// Creates a stepper with a title and configured to increment and decrement a binding to a
  /// value and step amount you provide.
  ///
  /// - Parameters:
  ///   - title: A string describing the purpose of the stepper (not localized).
  ///   - value: The ``Binding`` to a value that you provide.
  ///   - step: The amount to increment or decrement `value` each time the user clicks or taps the
  ///     stepper's increment or decrement buttons. Defaults to `1`.
  ///   - onEditingChanged: A closure called with `true` before each step and with `false` after it.
  @_disfavoredOverload
  nonisolated public init<S, V>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where S: StringProtocol, V: Strideable {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
  }

  /// Creates a stepper instance that increments and decrements a binding to a value, by a step
  /// size and within a closed range that you provide.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the stepper's localized title describing the purpose of the stepper.
  ///   - value: The ``Binding`` to a value that you provide.
  ///   - bounds: A closed range that describes the upper and lower bounds permitted by the stepper:
  ///     a step never takes `value` past them.
  ///   - step: The amount to increment or decrement `value` each time the user clicks or taps the
  ///     stepper's increment or decrement buttons. Defaults to `1`.
  ///   - onEditingChanged: A closure called with `true` before each step and with `false` after it.
  nonisolated public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: Strideable {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
  }

  /// Creates a stepper instance that increments and decrements a binding to a value, by a step
  /// size and within a closed range that you provide.
  ///
  /// - Parameters:
  ///   - title: A string describing the purpose of the stepper (not localized).
  ///   - value: The ``Binding`` to a value that you provide.
  ///   - bounds: A closed range that describes the upper and lower bounds permitted by the stepper:
  ///     a step never takes `value` past them.
  ///   - step: The amount to increment or decrement `value` each time the user clicks or taps the
  ///     stepper's increment or decrement buttons. Defaults to `1`.
  ///   - onEditingChanged: A closure called with `true` before each step and with `false` after it.
  @_disfavoredOverload
  nonisolated public init<S, V>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where S: StringProtocol, V: Strideable {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
  }
}

extension Stepper: SingleChildPrimitive {
  var child: any View { label }

  func describe(_ node: Node) -> String? { "Stepper(\(node.title.debugDescription))" }
}

/// Lets the host drive a stepper without knowing its label type.
@MainActor
protocol StepperProtocol {
  /// Runs one step: `onEditingChanged(true)`, the step, `onEditingChanged(false)`.
  func step(up: Bool) -> Bool
}

extension Stepper: StepperProtocol {
  func step(up: Bool) -> Bool {
    guard let action = up ? onIncrement : onDecrement else { return false }
    onEditingChanged(true)
    action()
    onEditingChanged(false)
    return true
  }
}

@available(*, unavailable)
extension Stepper: Sendable {}
