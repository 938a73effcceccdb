import HierarchyResponderCore
import Testing

private struct Like: Event {}

extension Routing {
  /// EventRouter: a `next`-linked chain that loops ends an event's route and a request's the same
  /// way (one walk, `NextChainWalk`): at the first object met again, with one runtime issue worded
  /// alike, each object asked once.
  @MainActor
  @Suite struct RouteLoopTests {
    /// `LikeButton -> FeedCell -> HomeVC -> FeedCell`.
    private func loopingChain() -> (button: TestResponder, cell: TestResponder, controller: TestResponder) {
      let chain = TestResponder.chain()
      chain.controller.next = chain.cell
      return chain
    }

    @Test("A loop ends an event's route with one issue at the object met again")
    func anEventsRouteEndsAtTheLoop() {
      let (button, cell, _) = loopingChain()
      var result: RouteResult<TestResponder>?
      let messages = issueMessages { result = TestResponder.router().route(Like(), from: button) }
      #expect(messages == ["Stopped routing event Like: the next chain loops back to FeedCell (asked: LikeButton -> FeedCell -> HomeVC)."])
      guard case .dropped(_, let at)? = result?.outcome else {
        Issue.record("no loop detected")
        return
      }
      #expect(at === cell)
      #expect(cell.asked == ["Like"])
    }

    @Test("A loop ends a routed request the same way: one issue worded alike, then RequestNotAnswered dropped with its text")
    func aRoutedRequestEndsAtTheLoopAsAnEventDoes() async {
      let (button, cell, _) = loopingChain()
      let router = EventRouter<TestResponder>.responding(next: { $0.next }, id: { $0.name })
      var thrown: (any Error)?
      var routed: RouteResult<TestResponder>?
      let messages = await issueMessages {
        do { _ = try await router.routeRequest(AskName(), from: button) } catch { thrown = error }
        routed = router.route(Like(), from: button)
      }
      let loop = "Stopped routing request AskName: the next chain loops back to FeedCell (asked: LikeButton -> FeedCell -> HomeVC)."
      #expect(messages == [loop, "Stopped routing event Like: the next chain loops back to FeedCell (asked: LikeButton -> FeedCell -> HomeVC)."])
      #expect((thrown as? RequestNotAnswered)?.reason == .dropped(reason: loop))
      // The event's route over the same chain stops at the same object.
      #expect(routed?.outcome.loopedAt === cell)
    }

    @Test("offerRequest also reports the loop once and does not answer")
    func anOfferedRequestReportsTheLoop() async throws {
      let (button, _, _) = loopingChain()
      let router = EventRouter<TestResponder>.responding(next: { $0.next }, id: { $0.name })
      var reply: RequestReply<String>?
      let messages = try await issueMessages { reply = try await router.offerRequest(AskName(), from: button) }
      #expect(messages == ["Stopped routing request AskName: the next chain loops back to FeedCell (asked: LikeButton -> FeedCell -> HomeVC)."])
      #expect(reply != nil)
      if case .answer? = reply { Issue.record("a looping chain answered") }
    }
  }
}

extension RouteResult.Outcome {
  /// The object a looped route stopped at.
  fileprivate var loopedAt: Node? {
    if case .dropped(_, let at) = self { return at }
    return nil
  }
}
