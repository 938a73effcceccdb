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
    // Post-order from an explicit stack (trees can be thousands of views deep): a node's values
    // are its children's, in order, as its modifier (if it writes the key) transforms them.
    var pending: [(node: Node, expanded: Bool)] = [(self, false)]
    var finished: [[K.Value]] = []
    while let (node, expanded) = pending.popLast() {
      guard expanded else {
        pending.append((node, true))
        for child in node.children.reversed() { pending.append((child, false)) }
        continue
      }
      let content = Array(finished.suffix(node.children.count).joined())
      finished.removeLast(node.children.count)
      if let writer = node.modifier as? PreferenceWriting {
        finished.append(writer.values(for: key, content: { content }))
      } else {
        finished.append(content)
      }
    }
    return finished.last ?? []
  }
}
