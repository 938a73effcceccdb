import HierarchyResponderCore
import HierarchyRouting
import Testing

private struct Like: Event {
  var post: Int
}
private struct Share: Event {}
private struct Open: Event {}

extension Routing {
  @MainActor
  @Suite struct EventStrategyTableTests {
    @Test func typedEventsAreLookedUpByTheirType() throws {
      var log: [String] = []
      let table = EventStrategyTable()
        .handling(Like.self) { log.append("like \($0.post)") }
        .handling(Share.self) { _ in log.append("share") }
      guard case .handled = try table.decision(for: Like(post: 3)) else { Issue.record("like"); return }
      guard case .handled = try table.decision(for: Share()) else { Issue.record("share"); return }
      guard case .notHandled = try table.decision(for: Open()) else { Issue.record("open"); return }
      #expect(log == ["like 3", "share"])
    }

    @Test func namedEventsAreLookedUpByNameWithTheirUserInfo() throws {
      var log: [String] = []
      let table = EventStrategyTable()
        .handling(named: "like.tapped") { log.append("like \($0["post"] as? Int ?? -1)") }
        .handling(named: "share.tapped") { _ in log.append("share") }
      guard case .handled = try table.decision(for: NamedEvent("like.tapped", userInfo: ["post": 9])) else {
        Issue.record("like"); return
      }
      guard case .notHandled = try table.decision(for: NamedEvent("unknown")) else { Issue.record("unknown"); return }
      #expect(log == ["like 9"])
    }

    @Test func aNamedHandlerTakesPrecedenceOverTheNamedEventType() throws {
      var log: [String] = []
      let table = EventStrategyTable()
        .handling(NamedEvent.self) { log.append("any \($0.name)") }
        .handling(named: "a") { _ in log.append("a") }
      _ = try table.decision(for: NamedEvent("a"))
      _ = try table.decision(for: NamedEvent("b"))
      #expect(log == ["a", "any b"])
    }

    @Test func registeringAgainReplacesTheHandler() throws {
      var log: [String] = []
      let table = EventStrategyTable()
        .handling(Share.self) { _ in log.append("old") }
        .handling(Share.self) { _ in log.append("new") }
      _ = try table.decision(for: Share())
      #expect(log == ["new"])
    }

    @Test func aStrategyMayTransformAndErrorsPropagate() throws {
      let table = EventStrategyTable()
        .responding(to: Like.self) { _ in .transform(Share()) }
        .responding(toNamed: "fail") { _ in throw Boom() }
      guard case .transform(let next) = try table.decision(for: Like(post: 1)) else { Issue.record("like"); return }
      #expect(next is Share)
      #expect(throws: Boom.self) { try table.decision(for: NamedEvent("fail")) }
    }

    @Test func oneObjectAnswersManyEventsThroughTheRouter() {
      let path = RoutingNode.path("LikeButton", "FeedCell", "HomeVC")
      let (button, cell, controller) = (path[0], path[1], path[2])
      var log: [String] = []
      let table = EventStrategyTable()
        .handling(Like.self) { log.append("like \($0.post)") }
        .handling(named: "share.tapped") { _ in log.append("share") }
      controller.respond = { try table.decision(for: $0) }
      let router = RoutingNode.router
      #expect(router.route(Like(post: 1), from: button).isHandled)
      #expect(router.route(NamedEvent("share.tapped"), from: cell).isHandled)
      #expect(log == ["like 1", "share"])
    }
  }
}
