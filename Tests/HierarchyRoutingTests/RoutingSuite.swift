import HierarchyResponderCore
import HierarchyRouting
import Testing

/// The tests of the opt-in routing utilities, grouped so that
/// `swift test --filter Routing` runs them with the core's routing tests.
@Suite enum Routing {}

/// An error the routing utilities' tests throw.
struct Boom: Error {}

/// An object on a `next` chain whose answers come from a closure (a `UIResponder` stand-in).
@MainActor
final class RoutingNode {
  let name: String
  let next: RoutingNode?
  var respond: (any Event) throws -> RouteDecision = { _ in .notHandled }

  init(_ name: String, next: RoutingNode? = nil) {
    self.name = name
    self.next = next
  }

  /// The objects named `names`, outermost last, each the `next` of the one before;
  /// returned innermost first.
  static func path(_ names: String...) -> [RoutingNode] {
    var nodes: [RoutingNode] = []
    for name in names.reversed() { nodes.insert(RoutingNode(name, next: nodes.first), at: 0) }
    return nodes
  }

  /// A router over `next`, naming objects by `name`.
  static let router = EventRouter<RoutingNode>(next: { $0.next }, id: { $0.name }, respond: { node, event in
    try node.respond(event)
  })
}
