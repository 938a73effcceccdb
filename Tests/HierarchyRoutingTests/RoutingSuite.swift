import HierarchyResponderCore
import HierarchyRouting
import Testing

/// The tests of the opt-in routing utilities, grouped so that
/// `swift test --filter Routing` runs them with the core's routing tests.
@Suite enum Routing {}

/// An error the routing utilities' tests throw.
struct Boom: Error {}

/// A stand-in for `UIResponder`: a `next` link and a pluggable response.
@MainActor
final class TestResponder {
  let name: String
  var next: TestResponder?
  var respond: (any Event) throws -> RouteDecision = { _ in .forward }

  init(_ name: String, next: TestResponder? = nil) {
    self.name = name
    self.next = next
  }

  /// `LikeButton -> FeedCell -> HomeVC`, returned innermost first.
  static func chain() -> (button: TestResponder, cell: TestResponder, controller: TestResponder) {
    let controller = TestResponder("HomeVC")
    let cell = TestResponder("FeedCell", next: controller)
    return (TestResponder("LikeButton", next: cell), cell, controller)
  }

  /// The router the tests use: `next`, the name as id, and `respond`.
  static func router() -> EventRouter<TestResponder> {
    EventRouter(next: { $0.next }, id: { $0.name }, respond: { node, event in try node.respond(event) })
  }
}
