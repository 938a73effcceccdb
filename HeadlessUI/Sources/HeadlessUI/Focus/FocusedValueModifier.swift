extension View {
  /// Modifies this view by injecting a value that you provide for use by other views whose state
  /// depends on the focused view hierarchy.
  ///
  /// The value is visible to ``FocusedValue`` readers while this view or one of its descendants
  /// has focus (the innermost publisher of a key wins).
  ///
  /// ```swift
  /// // Fragment
  /// NoteRow(note: $note).focusable().focusedValue(\.selectedNote, $note)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The key path to associate `value` with when adding it to the existing table
  ///     of exported focus values.
  ///   - value: The focus value to export.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
    modifier(FocusedValueModifier(keyPath: keyPath, value: value, isSceneValue: false))
  }

  /// Creates a new view that exposes the provided value to other views whose state depends on
  /// the focused view hierarchy; `nil` exports nothing.
  ///
  /// - Parameters:
  ///   - keyPath: The key path to associate `value` with when adding it to the existing table
  ///     of exported focus values.
  ///   - value: The focus value to export, or `nil` if no value is currently available.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
    modifier(FocusedValueModifier(keyPath: keyPath, value: value, isSceneValue: false))
  }

  /// Modifies this view by injecting a value that you provide for use by other views whose state
  /// depends on the focused scene.
  ///
  /// The value is visible wherever focus is in the window, and when nothing has focus; a value
  /// published for the same key by the focused view or its ancestors takes precedence.
  ///
  /// ```swift
  /// // Fragment
  /// Sidebar().focusedSceneValue(\.newNoteAction, NewNoteAction { … })
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The key path to associate `value` with when adding it to the existing table
  ///     of published focus values.
  ///   - value: The focus value to publish.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
    modifier(FocusedValueModifier(keyPath: keyPath, value: value, isSceneValue: true))
  }

  /// Creates a new view that exposes the provided value to other views whose state depends on
  /// the active scene; `nil` publishes nothing.
  ///
  /// - Parameters:
  ///   - keyPath: The key path to associate `value` with when adding it to the existing table
  ///     of published focus values.
  ///   - value: The focus value to publish, or `nil` if no value is currently available.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
    modifier(FocusedValueModifier(keyPath: keyPath, value: value, isSceneValue: true))
  }
}

/// Publishes one focused value (or scene value) for the views that read it.
nonisolated struct FocusedValueModifier<Value>: ViewModifier {
  typealias Body = Never
  let keyPath: WritableKeyPath<FocusedValues, Value?>
  let value: Value?
  let isSceneValue: Bool
}

/// A modifier that publishes a focused value.
@MainActor
protocol FocusedValuePublishing {
  var isSceneValue: Bool { get }
  /// Writes the value, unless a publisher closer to focus already did.
  func publish(into values: inout FocusedValues)
}

@MainActor
extension FocusedValueModifier: PrimitiveModifier, FocusedValuePublishing {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
    node.environment.focusCenter?.scheduleRefreshAfterChildren(in: graph)
  }

  func unmount(_ node: Node, in graph: ViewGraph) {
    node.environment.focusCenter?.scheduleRefresh(after: graph)
  }

  func describe() -> String {
    "\(isSceneValue ? ".focusedSceneValue" : ".focusedValue")(\(Value.self))"
  }

  func publish(into values: inout FocusedValues) {
    guard let value, values[keyPath: keyPath] == nil else { return }
    values[keyPath: keyPath] = value
  }
}
