extension View {
  /// Adds an action to perform when the specified preference key's value changes.
  ///
  /// The value is the one this view's subtree produces, combined in tree order. The action runs
  /// after the update that changed it, and once with the first value the subtree produces (when
  /// a view in it sets the key), even one equal to the key's default value: the behaviour of
  /// SwiftUI 6.1 and later, which HeadlessUI models. A subtree where no view sets the key reports
  /// nothing until one does.
  ///
  /// The action is `@Sendable`, as in the iOS 18.2 SDK (the strictest of the 18.x shapes), so
  /// that code compiling here compiles against every SDK: capture bindings, not `self`'s state.
  ///
  /// ```swift
  /// // Fragment
  /// content.onPreferenceChange(TitleKey.self) { [title = $title] in title.wrappedValue = $0 }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The preference key to monitor for value changes.
  ///   - action: The action to perform when the value for `key` changes. The `action` closure
  ///     passes the new value as its parameter.
  nonisolated public func onPreferenceChange<K>(
    _ key: K.Type = K.self, perform action: @escaping @Sendable (K.Value) -> Void
  ) -> some View where K: PreferenceKey, K.Value: Equatable {
    modifier(PreferenceObservingModifier<K>(action: action))
  }
}

/// Reports the value its content produces for `Key` when it changes.
nonisolated struct PreferenceObservingModifier<Key: PreferenceKey>: ViewModifier where Key.Value: Equatable {
  typealias Body = Never
  let action: @Sendable (Key.Value) -> Void
}

/// The last value an `onPreferenceChange` node reported.
final class ReportedPreference<Value> {
  var value: Value?
}

@MainActor
extension PreferenceObservingModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    if node.primitiveStorage == nil {
      node.primitiveStorage = ReportedPreference<Key.Value>()
      graph.addPreferenceObserver(node)
    }
    passThrough(content, node, in: graph)
  }

  func unmount(_ node: Node, in graph: ViewGraph) {
    graph.removePreferenceObserver(node)
  }

  func describe() -> String { ".onPreferenceChange(\(Key.self))" }
}

/// An `onPreferenceChange` modifier, checked by the graph after each update.
@MainActor
protocol PreferenceObserving {
  func checkPreference(_ node: Node)
}

@MainActor
extension PreferenceObservingModifier: PreferenceObserving {
  func checkPreference(_ node: Node) {
    guard let reported = node.primitiveStorage as? ReportedPreference<Key.Value> else { return }
    var values = node.preferenceValues(for: Key.self)
    let isEmpty = values.isEmpty
    let value = Key.reduced(taking: &values)
    if let previous = reported.value {
      reported.value = value
      if value != previous { action(value) }
    } else if !isEmpty {
      // From SwiftUI 6.1 the first value is reported whatever it is (PreferenceTests cites the
      // source).
      reported.value = value
      action(value)
    }
  }
}
