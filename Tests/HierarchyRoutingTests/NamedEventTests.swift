import HierarchyResponderCore
import HierarchyRouting
import Testing

extension Routing {
  @MainActor
  @Suite struct NamedEventTests {
    @Test func aNamedEventShowsItsNameInIssues() {
      let button = RoutingNode.path("LikeButton", "FeedCell", "HomeVC")[0]
      withKnownIssue {
        RoutingNode.router.route(
          NamedEvent("like.tapped", userInfo: ["post": 7]), from: button, fileID: "App/Feed.swift", line: 40)
      } matching: { issue in
        issue.comments.contains {
          $0.rawValue == "Unhandled event NamedEvent(like.tapped): no object on its next "
            + "chain handled it (asked: LikeButton -> FeedCell -> HomeVC)."
        }
      }
    }
  }
}
