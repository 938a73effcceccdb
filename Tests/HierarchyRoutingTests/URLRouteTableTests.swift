import HierarchyResponderCore
import HierarchyRouting
import Testing


/// A module's handler, as in the article's `NovelSchemeHandler`.
@MainActor
private final class ModuleRoutes: URLRouteHandler {
  let name: String
  var accepts = true
  var opened: [String] = []

  init(_ name: String) { self.name = name }

  func handle(_ url: RouteURL) throws -> Bool {
    if url.queryItems.contains(where: { $0.name == "fail" }) { throw Boom() }
    guard accepts else { return false }
    opened.append(url.string)
    return true
  }
}

extension Routing {
  @MainActor
  @Suite struct URLRouteTableTests {
    @Test func eachHostGoesToItsModule() throws {
      let novel = ModuleRoutes("novel"), live = ModuleRoutes("live")
      var web: [String] = []
      let table = URLRouteTable()
        .routing(scheme: "https") { web.append($0.string); return true }
        .routing(scheme: "app", host: "Novel", to: novel)
        .routing(scheme: "app", host: "live", to: live)
      #expect(try table.open("app://novel/chapter?id=1"))
      #expect(try table.open("APP://LIVE/room/3"))
      #expect(try table.open("https://example.com"))
      #expect(novel.opened == ["app://novel/chapter?id=1"])
      #expect(live.opened == ["APP://LIVE/room/3"])
      #expect(web == ["https://example.com"])
    }

    @Test func aURLWithoutARouteIsNotOpened() throws {
      let table = URLRouteTable().routing(scheme: "app", host: "novel", to: ModuleRoutes("novel"))
      #expect(try table.open("app://drama/1") == false)
      #expect(try table.open("other://novel") == false)
      #expect(try table.open("not a url") == false)
    }

    @Test func theMostSpecificMatchingRouteIsTriedFirst() throws {
      let any = ModuleRoutes("any"), host = ModuleRoutes("host"), prefix = ModuleRoutes("prefix")
      let table = URLRouteTable()
        .routing(scheme: "app", to: any)
        .routing(scheme: "app", host: "novel", pathPrefix: "/chapter", to: prefix)
        .routing(scheme: "app", host: "novel", to: host)
      try table.open("app://novel/chapter/2")
      try table.open("app://novel/chapters")
      try table.open("app://drama/chapter/2")
      #expect(prefix.opened == ["app://novel/chapter/2"])
      #expect(host.opened == ["app://novel/chapters"])
      #expect(any.opened == ["app://drama/chapter/2"])
    }

    @Test func aDecliningHandlerLetsTheNextMatchingRouteTry() throws {
      let specific = ModuleRoutes("specific"), general = ModuleRoutes("general")
      specific.accepts = false
      let table = URLRouteTable()
        .routing(scheme: "app", to: general)
        .routing(scheme: "app", host: "novel", to: specific)
      #expect(try table.open("app://novel/1"))
      #expect(general.opened == ["app://novel/1"])
      general.accepts = false
      #expect(try table.open("app://novel/1") == false)
    }

    @Test func routesOfEqualSpecificityAreTriedInRegistrationOrder() throws {
      let first = ModuleRoutes("first"), second = ModuleRoutes("second")
      let table = URLRouteTable()
        .routing(scheme: "app", host: "novel", to: first)
        .routing(scheme: "app", host: "novel", to: second)
      try table.open("app://novel")
      #expect(first.opened == ["app://novel"])
      #expect(second.opened.isEmpty)
    }

    @Test func whatAHandlerThrowsReachesTheCaller() {
      let table = URLRouteTable().routing(scheme: "app", to: ModuleRoutes("any"))
      #expect(throws: Boom.self) { try table.open("app://novel?fail") }
    }
  }
}
