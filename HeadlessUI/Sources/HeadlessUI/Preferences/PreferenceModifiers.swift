extension View {
  /// Sets a value for the given preference.
  ///
  /// The value replaces whatever the view's own subtree sets for the same key.
  ///
  /// ```swift
  /// // Fragment
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
      var value = K.reduced(taking: &values)
      callback(&value)
      return value
    })
  }
}

/// Produces the value of `Key` for its subtree from the values its content produces.
nonisolated struct PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier {
  typealias Body = Never
  let label: String
  /// Takes the content's values (it may move them out, so that a transform changes the first
  /// one in place rather than a copy) and returns the subtree's value.
  let produce: (inout [Key.Value]) -> Key.Value
}

@MainActor
extension PreferenceWritingModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
  }

  func describe() -> String { label }
}

extension Node {
  /// The values this subtree produces for `key`, in tree order (presented subtrees excluded).
  ///
  /// Each value is moved, never copied, from the node that made it to its parent: a node with
  /// one child takes that child's values as they are, a node with several appends its other
  /// children's values to its first child's, and a writing modifier transforms the first value
  /// in place. Collecting is linear in the number of nodes, however deep the tree, and a value
  /// a transform builds by appending (a list of what the subtree holds) is never copied per level.
  func preferenceValues<K: PreferenceKey>(for key: K.Type) -> [K.Value] {
    // Post-order from an explicit stack (trees can be thousands of views deep): a node's values
    // are its children's, in order, as its modifier (if it writes the key) transforms them.
    var pending: [(node: Node, expanded: Bool)] = [(self, false)]
    var finished: [[K.Value]] = []
    while let (node, expanded) = pending.popLast() {
      let childCount = node.children.count
      guard expanded else {
        pending.append((node, true))
        for child in node.children.reversed() { pending.append((child, false)) }
        continue
      }
      var content: [K.Value]
      switch childCount {
      case 0:
        content = []
      case 1:
        content = finished.removeLast()
      default:
        let first = finished.count - childCount
        content = []
        swap(&content, &finished[first])
        for index in (first + 1)..<finished.count { content.append(contentsOf: finished[index]) }
        finished.removeLast(childCount)
      }
      if let writer = node.modifier as? PreferenceWritingModifier<K> {
        finished.append([writer.produce(&content)])
      } else {
        finished.append(content)
      }
    }
    return finished.last ?? []
  }
}
