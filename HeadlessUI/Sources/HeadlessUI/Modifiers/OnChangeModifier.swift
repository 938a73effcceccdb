extension View {
  /// Adds an action to perform when the given value changes.
  ///
  /// Deprecated form: the action receives the new value; it never runs for the initial value.
  ///
  /// - Parameters:
  ///   - value: The value to check against when determining whether to run the closure.
  ///   - action: A closure to run when the value changes; it receives the new value.
  @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(macOS, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(tvOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(watchOS, deprecated: 10.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(visionOS, deprecated: 1.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  nonisolated public func onChange<V>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View where V: Equatable {
    modifier(OnChangeModifier(value: value, initial: false) { _, newValue in action(newValue) })
  }

  /// Adds a modifier for this view that fires an action when a specific value changes.
  ///
  /// When an update gives `value` a different value (`!=`), the action runs after the update
  /// with the old and new values. With `initial: true` it also runs each time the view appears
  /// (inserted, or shown again by a pop or a tab switch, as `onAppear` does), with the current
  /// value as both arguments.
  ///
  /// ```swift
  /// // Fragment
  /// Text(query).onChange(of: query) { oldValue, newValue in search(newValue) }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to check against when determining whether to run the closure.
  ///   - initial: Whether the action should be run when this view initially appears.
  ///   - action: A closure to run when the value changes; it receives the old and the new value.
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View where V: Equatable {
    modifier(OnChangeModifier(value: value, initial: initial, action: action))
  }

  /// Adds a modifier for this view that fires an action when a specific value changes.
  ///
  /// Same rules as the two-parameter form; the action takes no arguments.
  ///
  /// - Parameters:
  ///   - value: The value to check against when determining whether to run the closure.
  ///   - initial: Whether the action should be run when this view initially appears.
  ///   - action: A closure to run when the value changes.
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View where V: Equatable {
    modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
  }
}

/// Compares its value with the one of the previous update and runs its action on a change.
nonisolated struct OnChangeModifier<Value: Equatable>: ViewModifier {
  typealias Body = Never
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void
}

/// The value an `onChange` node saw at its last update.
final class ObservedValue<Value> {
  var value: Value

  init(_ value: Value) { self.value = value }
}

// The initial call is an appearance action: SwiftUI builds `onChange(of:initial:_:)` as the value
// action followed by `onAppear { action(value, value) }` when `initial` is true, so it repeats at
// every appearance, not only the first (as OpenSwiftUI reconstructs SwiftUI 6.5.4;
// OnChangeModifierTests cites it).
@MainActor
extension OnChangeModifier: AppearanceParticipant {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    let newValue = value
    if let observed = node.primitiveStorage as? ObservedValue<Value> {
      let oldValue = observed.value
      if oldValue != newValue {
        observed.value = newValue
        graph.enqueue { [action] in action(oldValue, newValue) }
      }
    } else {
      node.primitiveStorage = ObservedValue(newValue)
      graph.insertParticipant(node, self)
    }
    passThrough(content, node, in: graph)
  }

  func appear(_ node: Node, in graph: ViewGraph) {
    guard initial else { return }
    let current = value
    graph.enqueue { [action] in action(current, current) }
  }

  func disappear(_ node: Node, in graph: ViewGraph) {}

  func describe() -> String { ".onChange(of: \(value))" }
}
