extension View {
  /// Sets a value for the given preference.
  ///
  /// The value replaces whatever the view's own subtree sets for the same key.
  ///
  /// ```swift
  /// Text("Inbox").preference(key: TitleKey.self, value: ["Inbox"])
  /// ```
  ///
  /// - Parameters:
  ///   - key: The preference key type.
  ///   - value: The value to set for the preference.
  nonisolated public func preference<K>(key: K.Type = K.self, value: K.Value) -> some View where K: PreferenceKey {
    modifier(PreferenceWritingModifier<K>(label: ".preference(key: \(K.self), value: \(value))") { _ in value })
  }

  /// Applies a transformation to a preference value: `callback` receives the value combined
  /// from the view's subtree (or the default value) and may change it.
  ///
  /// - Parameters:
  ///   - key: The preference key type.
  ///   - callback: A closure that receives the current value of the preference and may change it.
  nonisolated public func transformPreference<K>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View where K: PreferenceKey {
    modifier(PreferenceWritingModifier<K>(label: ".transformPreference(\(K.self))") { values in
      var value = K.reduced(values)
      callback(&value)
      return value
    })
  }
}

/// Produces the value of `Key` for its subtree from the values its content produces.
nonisolated struct PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier {
  typealias Body = Never
  let label: String
  let produce: ([Key.Value]) -> Key.Value
}

@MainActor
extension PreferenceWritingModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
  }

  func describe() -> String { label }
}

/// A modifier that changes what its subtree produces for some preference keys.
@MainActor
protocol PreferenceWriting {
  func values<K: PreferenceKey>(for key: K.Type, content: () -> [K.Value]) -> [K.Value]
}

@MainActor
extension PreferenceWritingModifier: PreferenceWriting {
  func values<K: PreferenceKey>(for key: K.Type, content: () -> [K.Value]) -> [K.Value] {
    guard K.self == Key.self, let contentValues = content() as? [Key.Value] else { return content() }
    return [produce(contentValues)].compactMap { $0 as? K.Value }
  }
}

extension Node {
  /// The values this subtree produces for `key`, in tree order (presented subtrees excluded).
  func preferenceValues<K: PreferenceKey>(for key: K.Type) -> [K.Value] {
    let content = { self.children.flatMap { $0.preferenceValues(for: key) } }
    if let writer = modifier as? PreferenceWriting {
      return writer.values(for: key, content: content)
    }
    return content()
  }
}
