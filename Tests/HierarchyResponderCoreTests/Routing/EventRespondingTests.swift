import HierarchyResponderCore
import Testing

@MainActor
private class Node {
  let name: String
  let next: Node?
  init(_ name: String, next: Node? = nil) {
    self.name = name
    self.next = next
  }
}

@MainActor
private final class AnsweringNode: Node, EventResponding {
  var answered: [String] = []
  func respond(to event: any Event) throws -> RouteDecision {
    guard event is Tap else { return .notHandled }
    answered.append(name)
    return .handled
  }
}

extension Routing {
  @MainActor
  @Suite("EventResponding objects on a next chain")
  struct EventRespondingTests {
    @Test("Objects that do not adopt EventResponding forward; the first adopter that handles stops the route")
    func adoptersAnswer() {
      let controller = AnsweringNode("Controller")
      let cell = Node("Cell", next: controller)
      let button = Node("Button", next: cell)
      let result = EventRouter<Node>.responding(next: { $0.next }, id: \.name).route(Tap(), from: button)
      #expect(result.isHandled)
      #expect(result.path == ["Button", "Cell", "Controller"])
      #expect(controller.answered == ["Controller"])
    }
  }
}
