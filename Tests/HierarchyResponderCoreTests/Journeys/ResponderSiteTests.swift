import HierarchyResponderCore
import Testing

/// Sites: where responders, declarations and triggers were made, as shown in
/// journeys and runtime issues.
@MainActor
@Suite struct ResponderSiteTests {
  @Test func aSiteReadsAsFileIDColonLine() {
    let site = ResponderSite(fileID: "App/FeedView.swift", line: 42)
    #expect(site.description == "App/FeedView.swift:42")
    #expect(site.fileID == "App/FeedView.swift")
    #expect(site.line == 42)
    #expect(site.name == nil)
  }

  @Test func aNamedSiteReadsAsNameThenLocation() {
    let site = ResponderSite(fileID: "App/FeedView.swift", line: 42, name: "Feed")
    #expect(site.description == "Feed (App/FeedView.swift:42)")
  }

  @Test func aSiteIsByDefaultTheCallersLocation() {
    let line: UInt = #line + 1
    let site = ResponderSite()
    #expect(site.description == "HierarchyResponderCoreTests/ResponderSiteTests.swift:\(line)")
  }

  @Test func sitesAreEqualWhenFileLineAndNameAre() {
    let feed = ResponderSite(fileID: "App/FeedView.swift", line: 42, name: "Feed")
    #expect(feed == ResponderSite(fileID: "App/FeedView.swift", line: 42, name: "Feed"))
    #expect(feed != ResponderSite(fileID: "App/FeedView.swift", line: 42))
    #expect(feed != ResponderSite(fileID: "App/FeedView.swift", line: 43, name: "Feed"))
    #expect(feed != ResponderSite(fileID: "App/ListView.swift", line: 42, name: "Feed"))
    #expect(Set([feed, ResponderSite(fileID: "App/FeedView.swift", line: 42, name: "Feed")]).count == 1)
  }

  @Test func aResponderAddedWithoutASiteIsAtTheCallersLocation() {
    var journeys: [Journey] = []
    let observerLine: UInt = #line + 1
    let observed = ResponderChain().observingJourneys { journeys.append($0) }
    let responderLine: UInt = #line + 1
    let chain = observed.addingResponder(for: Ping.self, kind: .handleEvent) { _ in .handled }
    let triggerLine: UInt = #line + 1
    chain.triggerEvent(Ping())
    let file = "HierarchyResponderCoreTests/ResponderSiteTests.swift"
    #expect(journeys.first?.origin.description == "\(file):\(triggerLine)")
    #expect(journeys.first?.hops.map(\.site.description) == ["\(file):\(responderLine)"])
    #expect(observerLine == responderLine - 2)
  }

  @Test func declarationsAndAsyncRespondersWithoutASiteAreAtTheCallersLocation() {
    let line: UInt = #line + 2
    let chain = ResponderChain()
      .declaringTriggers([Ping.self], requiresExplicitResponders: false)
    let messages = issueMessages { chain.triggerEvent(Tap()) }
    #expect(
      messages == [
        "Tap (triggered at HierarchyResponderCoreTests/ResponderSiteTests.swift:\(line + 1)) passed this .triggers "
          + "declaration, which does not list it (declared: Ping). Add Tap.self to the declaration.",
        "Unhandled event Tap: no responder handled it. Add .handleEvent(Tap.self) { … } to an ancestor view.",
      ])
    var journeys: [Journey] = []
    let asyncLine: UInt = #line + 3
    let asyncChain = ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(for: Ping.self, kind: .handleEvent, scope: ResponderTaskScope()) { _ in .handled }
    asyncChain.triggerEvent(Ping())
    #expect(journeys.isEmpty)
    #expect(asyncChain.node?.site.description == "HierarchyResponderCoreTests/ResponderSiteTests.swift:\(asyncLine)")
  }

  @Test func kindsReadAsTheirModifiers() {
    #expect(ResponderKind.handleEvent.description == "handleEvent")
    #expect(ResponderKind.catchError.description == "catchError")
    #expect(ResponderKind.triggers.description == "triggers")
  }
}
