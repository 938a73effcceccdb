// The worked examples of the Routing article (Documentation.docc/Routing.md), as it shows them.
import HierarchyResponderCore
import HierarchyRouting
import Testing

// MARK: A next-linked object graph (what UIResponder is in UIKit)

@MainActor
class Responder {
  var next: Responder?
  init(next: Responder? = nil) { self.next = next }
}

struct LikeTapped: Event { let postID: Int }
struct CellTapped: Event { let postID: Int }
struct ShowPost: Event { let postID: Int }

/// A view controller: one strategy table instead of an if/else chain.
@MainActor
final class FeedController: Responder, EventResponding {
  var liked: [Int] = []
  var shared: [String] = []
  var shown: [Int] = []

  private lazy var strategies = EventStrategyTable()
    .handling(LikeTapped.self) { [unowned self] like in liked.append(like.postID) }
    .handling(ShowPost.self) { [unowned self] show in shown.append(show.postID) }
    .handling(named: "share.tapped") { [unowned self] userInfo in shared.append(userInfo["post"] as? String ?? "?") }

  func respond(to event: any Event) throws -> RouteDecision {
    try strategies.decision(for: event)
  }
}

/// A cell turns its own tap into the event the controller understands.
@MainActor
final class FeedCell: Responder, EventResponding {
  private let strategies = EventStrategyTable()
    .responding(to: CellTapped.self) { tap in .transform(ShowPost(postID: tap.postID)) }

  func respond(to event: any Event) throws -> RouteDecision {
    try strategies.decision(for: event)
  }
}
final class LikeButton: Responder {}

// MARK: URL-scheme routing to per-module handlers

@MainActor
final class NovelRoutes: URLRouteHandler {
  var opened: [String] = []

  func handle(_ url: RouteURL) -> Bool {
    guard let id = url["id"] else { return false }
    opened.append(id)
    return true
  }
}

@MainActor
@Suite("Routing guide")
struct RoutingGuideTests {
  let router = EventRouter<Responder>.responding(next: { $0.next }, id: { "\(type(of: $0))" })

  @Test("An event routed from a button climbs the next chain to the controller's strategy table")
  func strategyTable() {
    let controller = FeedController()
    let button = LikeButton(next: FeedCell(next: controller))
    let result = router.route(LikeTapped(postID: 7), from: button)
    #expect(controller.liked == [7])
    #expect(result.analyticsPath() == "FeedController>FeedCell>LikeButton")
  }

  @Test("A strategy may transform an event; the new event continues from the next object")
  func transformingStrategy() {
    let controller = FeedController()
    let cell = FeedCell(next: controller)
    let result = router.route(CellTapped(postID: 3), from: cell)
    #expect(controller.shown == [3])
    #expect(result.event is ShowPost)
  }

  @Test("Named events are looked up by name, as routerEventWithName:userInfo: does")
  func namedEvents() {
    let controller = FeedController()
    let button = LikeButton(next: controller)
    router.route(NamedEvent("share.tapped", userInfo: ["post": "p1"]), from: button)
    #expect(controller.shared == ["p1"])
  }

  @Test("URLs go to the most specific module route that accepts them")
  func urlSchemes() throws {
    let novels = NovelRoutes()
    var web: [String] = []
    let routes = URLRouteTable()
      .routing(scheme: "https") { url in web.append(url.string); return true }
      .routing(scheme: "app", host: "novel", to: novels)
      .routing(scheme: "app", host: "novel", pathPrefix: "/chapter") { url in url["id"] == "12" }
    #expect(try routes.open("app://Novel/chapter?id=12"))
    #expect(try routes.open("app://novel/book?id=7"))
    #expect(try routes.open("https://example.com/a"))
    #expect(try routes.open("app://unknown") == false)
    #expect(novels.opened == ["7"])
    #expect(web == ["https://example.com/a"])
  }
}
