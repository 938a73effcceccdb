/// View content that shows one of two possible children (what `ViewBuilder` makes of `if`/`else`).
///
/// The two branches are different identities: switching branches removes one subtree (its state
/// is lost, `onDisappear` runs) and inserts the other.
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {
  /// Which branch is shown.
  @frozen
  public enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  public let storage: Storage

  @usableFromInline
  internal init(storage: Storage) {
    self.storage = storage
  }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public typealias Body = Never
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
  func render(_ node: Node, in graph: ViewGraph) {
    switch storage {
    case .trueContent(let view):
      graph.reconcileChildren(of: node, [ChildElement(key: true, view: view)])
    case .falseContent(let view):
      graph.reconcileChildren(of: node, [ChildElement(key: false, view: view)])
    }
  }
}

@available(*, unavailable)
extension _ConditionalContent: Sendable {}
