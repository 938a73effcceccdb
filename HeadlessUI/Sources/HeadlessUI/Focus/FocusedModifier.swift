extension View {
  /// Modifies this view by binding its focus state to the given state value.
  ///
  /// When focus moves to this view (its first focusable view, or the focusable view it is in),
  /// the binding's value becomes `value`; when focus leaves it, the binding resets to `nil`.
  /// Setting the bound `@FocusState` to `value` moves focus here, after the update the write
  /// causes.
  ///
  /// ```swift
  /// // Fragment
  /// TextField("Username", text: $username).focused($focusedField, equals: .username)
  /// ```
  ///
  /// - Parameters:
  ///   - binding: The state binding to register. When focus moves to the modified view, the
  ///     binding sets the bound value to the corresponding match value.
  ///   - value: The value to match against when determining whether the binding should change.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View
  where Value: Hashable {
    modifier(FocusedModifier(binding: binding, value: value))
  }

  /// Modifies this view by binding its focus state to the given Boolean state value: `true`
  /// while it has focus; setting it to `true` moves focus here, `false` takes focus away.
  ///
  /// ```swift
  /// // Fragment
  /// TextField("Search", text: $query).focused($isSearching)
  /// ```
  ///
  /// - Parameter condition: The focus state to bind. When focus moves to the view, the binding
  ///   sets the bound value to `true`. If a caller sets the value to `true` programmatically,
  ///   then focus moves to the modified view. When focus leaves the modified view, the binding
  ///   sets the value to `false`. If a caller sets the value to `false`, SwiftUI automatically
  ///   dismisses focus.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(FocusedModifier(binding: condition, value: true))
  }
}

/// Binds the focus of its content to a `@FocusState` value.
nonisolated struct FocusedModifier<Value: Hashable>: ViewModifier {
  typealias Body = Never
  let binding: FocusState<Value>.Binding
  let value: Value
}

/// A mounted `.focused` modifier, kept in step with focus by its window's ``FocusScope``.
@MainActor
protocol FocusBinding {
  /// The focusable view the modifier binds: the first in its content, or the one it is inside.
  func target(of node: Node) -> Node?
  /// Writes the binding: its value when its target has focus, the reset value otherwise.
  func sync(isFocused: Bool)
}

@MainActor
extension FocusedModifier: PrimitiveModifier, FocusBinding {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
    // After the content: the binding registers (and queues its focus move) after the ones inside it.
    graph.afterChildren {
      guard let scope = node.environment.focusScope, let storage = binding.storage else { return }
      scope.register(binding: node)
      storage.observe(node.reference)
      // A write to the `@FocusState` moves focus after the update it causes.
      graph.enqueue { [weak node] in
        guard let node, node.isMounted, let current = node.modifier as? FocusedModifier<Value> else { return }
        current.applyProgrammaticFocus(at: node, in: scope)
      }
    }
  }

  /// Moves focus to match the binding: here when it holds `value`, away when it no longer does
  /// and focus is here.
  private func applyProgrammaticFocus(at node: Node, in scope: FocusScope) {
    guard let target = target(of: node) else { return }
    let holdsValue = binding.wrappedValue == value
    if holdsValue, scope.focused !== target, target.isOnScreen {
      scope.focus(target)
    } else if !holdsValue, scope.focused === target {
      scope.focus(nil)
    }
  }

  func target(of node: Node) -> Node? {
    if let inside = node.screenNodes().first(where: { $0.isFocusable }) { return inside }
    return node.ancestors.first { $0.isFocusable }
  }

  func sync(isFocused: Bool) {
    if isFocused {
      binding.wrappedValue = value
    } else if binding.wrappedValue == value, let storage = binding.storage {
      binding.wrappedValue = storage.resetValue
    }
  }

  func describe() -> String { ".focused(\(value))" }
}
