import HierarchyResponderCore
import Testing

/// An object of another responder system (a UIKit-like `next` chain).
@MainActor
private final class HostObject {
  let name: String
  let next: HostObject?
  let handles: Bool
  var received: [String] = []
  init(_ name: String, next: HostObject? = nil, handles: Bool = false) {
    self.name = name
    self.next = next
    self.handles = handles
  }
}

extension Routing {
  @MainActor
  @Suite("Bridging a SwiftUI chain to a next-linked responder system")
  struct ForwardingTests {
    private func router() -> EventRouter<HostObject> {
      EventRouter(next: { $0.next }, id: \.name) { object, event in
        object.received.append(String(describing: type(of: event)))
        return object.handles ? .handled : .notHandled
      }
    }

    @Test("An event the chain leaves unhandled continues up the host's next chain")
    func unhandledContinuesUpTheHost() {
      let window = HostObject("Window", handles: true)
      let controller = HostObject("FeedController", next: window)
      let router = router()
      let chain = ResponderChain()
        .forwardingUnhandledEvents { router.route($0, from: controller).isHandled }
        .addingResponder(for: Boom.self, kind: .handleError) { _ in .handled }
      chain.triggerEvent(Tap())
      #expect(controller.received == ["Tap"])
      #expect(window.received == ["Tap"])
    }

    @Test("An event handled inside the chain never reaches the host")
    func handledInsideStaysInside() {
      let controller = HostObject("FeedController", handles: true)
      let router = router()
      var handled = 0
      let chain = ResponderChain()
        .forwardingUnhandledEvents { router.route($0, from: controller).isHandled }
        .addingResponder(for: Tap.self, kind: .handleEvent) { _ in handled += 1; return .handled }
      chain.triggerEvent(Tap())
      #expect(handled == 1)
      #expect(controller.received.isEmpty)
    }

    @Test("When the host does not handle it either, the event reaches the root: one issue from each side")
    func unhandledEverywhereReachesRoot() {
      let controller = HostObject("FeedController")
      let router = router()
      let chain = ResponderChain().forwardingUnhandledEvents { router.route($0, from: controller, fileID: "App/Bridge.swift", line: 3).isHandled }
      let messages = issueMessages(during: {
        chain.triggerEvent(Tap(), fileID: "App/Feed.swift", line: 9)
      })
      #expect(messages == [
        "Unhandled event Tap: no object on its next chain handled it (asked: FeedController).",
        "Unhandled event Tap: no responder handled it. Add .handleEvent(Tap.self) { … } to an ancestor view.",
      ])
    }
  }
}
