import HierarchyResponderCore
import IssueReporting
import Testing

private struct Like: Event {}
private struct Liked: Event {}

extension Routing {
  @MainActor
  @Suite struct EventRouterTests {
    let router = TestResponder.router()

    @Test func theObjectWhereRoutingStartsIsAskedFirstAndMayHandle() {
      let (button, cell, _) = TestResponder.chain()
      button.respond = { _ in .handled }
      let result = router.route(Like(), from: button)
      guard case .handled(let by) = result.outcome else { Issue.record("not handled"); return }
      #expect(by === button)
      #expect(cell.asked.isEmpty)
      #expect(result.path == ["LikeButton"])
    }

    @Test func aForwardedEventReachesTheNextObjects() {
      let (button, cell, controller) = TestResponder.chain()
      controller.respond = { _ in .handled }
      let result = router.route(Like(), from: button)
      guard case .handled(let by) = result.outcome else { Issue.record("not handled"); return }
      #expect(by === controller)
      #expect([button.asked, cell.asked, controller.asked] == [["Like"], ["Like"], ["Like"]])
    }

    @Test func theFirstObjectThatHandlesStopsTheEvent() {
      let (button, cell, controller) = TestResponder.chain()
      cell.respond = { _ in .handled }
      controller.respond = { _ in .handled }
      let result = router.route(Like(), from: button)
      #expect(result.isHandled)
      #expect(controller.asked.isEmpty)
      #expect(result.path == ["LikeButton", "FeedCell"])
    }

    @Test func aTransformedEventContinuesFromTheNextObject() {
      let (button, cell, controller) = TestResponder.chain()
      cell.respond = { event in event is Like ? .transform(Liked()) : .notHandled }
      controller.respond = { event in event is Liked ? .handled : .notHandled }
      let result = router.route(Like(), from: button)
      #expect(result.isHandled)
      #expect(result.event is Liked)
      #expect(cell.asked == ["Like"])
      #expect(controller.asked == ["Liked"])
      #expect(result.journey.hops.map(\.action) == [.notHandled, .transformed(into: "Liked"), .handled])
      #expect(result.journey.hops.map(\.valueType) == ["Like", "Like", "Liked"])
    }

    @Test func thePathNamesTheObjectsCrossedForAnalytics() {
      let (button, _, controller) = TestResponder.chain()
      controller.respond = { _ in .handled }
      let result = router.route(Like(), from: button, fileID: "App/Feed.swift", line: 3)
      #expect(result.path == ["LikeButton", "FeedCell", "HomeVC"])
      #expect(result.analyticsPath() == "HomeVC>FeedCell>LikeButton")
      #expect(result.analyticsPath(separator: "--") == "HomeVC--FeedCell--LikeButton")
      #expect(result.journey.outcome == .handled(by: ResponderSite(fileID: "App/Feed.swift", line: 3, name: "HomeVC"), kind: .route))
      #expect(result.journey.origin == ResponderSite(fileID: "App/Feed.swift", line: 3))
    }

    @Test func anUnhandledEventIsDroppedWithAnIssueNamingItsPath() {
      let (button, _, _) = TestResponder.chain()
      withKnownIssue {
        let result = router.route(Like(), from: button, fileID: "App/Feed.swift", line: 12)
        guard case .unhandled = result.outcome else { Issue.record("not unhandled"); return }
        #expect(result.journey.outcome == .unhandled)
      } matching: { issue in
        issue.comments.contains {
          $0.rawValue == "Unhandled event Like: no object on its next chain handled it "
            + "(asked: LikeButton -> FeedCell -> HomeVC)."
        }
      }
    }

    @Test func anUnhandledEventIsReportedExactlyOnce() {
      let (button, _, _) = TestResponder.chain()
      let recorder = IssueRecorder()
      withIssueReporters([recorder]) {
        _ = router.route(Like(), from: button, fileID: "App/Feed.swift", line: 12)
      }
      #expect(recorder.messages.count == 1)
    }

    @Test func aLoopInTheNextLinksStopsWithAnIssue() {
      let (button, cell, controller) = TestResponder.chain()
      controller.next = cell
      withKnownIssue {
        let result = router.route(Like(), from: button, fileID: "App/Feed.swift", line: 20)
        guard case .dropped(let reason, let at) = result.outcome else { Issue.record("no loop detected"); return }
        #expect(at === cell)
        #expect(result.journey.outcome == .dropped(reason: reason), "the route's journey and result agree")
        #expect(cell.asked.count == 1)
      } matching: { issue in
        issue.comments.contains {
          $0.rawValue == "Stopped routing event Like: the next chain loops back to FeedCell "
            + "(asked: LikeButton -> FeedCell -> HomeVC)."
        }
      }
    }

    @Test func aThrownErrorStopsTheRouteAndIsReportedWithoutOnError() {
      let (button, cell, controller) = TestResponder.chain()
      cell.respond = { _ in throw Boom() }
      withKnownIssue {
        let result = router.route(Like(), from: button, fileID: "App/Feed.swift", line: 30)
        guard case .failed(let error, let at) = result.outcome else { Issue.record("not failed"); return }
        #expect(error is Boom)
        #expect(at === cell)
        #expect(controller.asked.isEmpty)
        #expect(result.journey.hops.last?.action == .threw("Boom"))
        #expect(
          result.journey.outcome == .failed("Boom", at: ResponderSite(fileID: "App/Feed.swift", line: 30, name: "FeedCell")),
          "the route's journey and result agree: failed at the object that threw")
      } matching: { issue in
        issue.comments.contains {
          $0.rawValue == "Unhandled error Boom thrown by FeedCell while routing event Like. "
            + "Pass onError: to EventRouter to handle it."
        }
      }
    }

    @Test func aThrownErrorGoesToOnErrorInsteadOfAnIssue() {
      let (button, cell, _) = TestResponder.chain()
      cell.respond = { _ in throw Boom() }
      var caught: [String] = []
      let router = TestResponder.router { error, node in caught.append("\(type(of: error)) at \(node.name)") }
      let recorder = IssueRecorder()
      withIssueReporters([recorder]) {
        _ = router.route(Like(), from: button)
      }
      #expect(caught == ["Boom at FeedCell"])
      #expect(recorder.messages.isEmpty)
    }
  }
}
