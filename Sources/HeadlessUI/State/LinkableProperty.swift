/// A dynamic property the graph connects to a node before evaluating `body`
/// (`State` to its stored location, `Environment` to the node's environment).
protocol LinkableProperty {
  @MainActor func link(to node: Node, key: String)
}
