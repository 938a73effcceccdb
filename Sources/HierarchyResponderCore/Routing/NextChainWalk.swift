/// The objects of a `next`-linked chain from a start, each met once: the one walk that
/// ``EventRouter/route(_:from:fileID:filePath:line:column:)`` and
/// ``EventRouter/offerRequest(_:from:)`` take, so that a chain whose `next` links loop ends an
/// event's route and a request's the same way: at the first object met again, with one runtime
/// issue.
///
/// The object after one is read only when the walk moves past it, so that an object asked may
/// still change its own `next` link.
///
/// ```swift
/// // Fragment
/// var walk = NextChainWalk(from: button, next: { $0.next })
/// while case .object(let responder) = walk.visit() { print(responder) }
/// ```
@MainActor
struct NextChainWalk<Node: AnyObject> {
  /// What the walk meets next.
  enum Visit {
    /// An object met for the first time.
    case object(Node)
    /// An object met before: the chain loops back to it, and the walk ends.
    case loopedBack(Node)
    /// The end of the chain.
    case end
  }

  private let next: (Node) -> Node?
  /// The object the walk starts at, until it was met.
  private var start: Node?
  /// The last object met.
  private var last: Node?
  private var visited: Set<ObjectIdentifier> = []

  /// A walk from `start` (met first) along `next`.
  init(from start: Node, next: @escaping (Node) -> Node?) {
    self.start = start
    self.next = next
  }

  /// Moves to the next object of the chain.
  mutating func visit() -> Visit {
    let candidate: Node?
    if let last {
      candidate = next(last)
    } else {
      candidate = start
      start = nil
    }
    guard let candidate else { return .end }
    guard visited.insert(ObjectIdentifier(candidate)).inserted else { return .loopedBack(candidate) }
    last = candidate
    return .object(candidate)
  }
}
