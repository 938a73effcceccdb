// Hosted through HeadlessUI: runs where the layer is built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
// The README's and the Getting Started article's examples, hosted: they do what the text says.
import HeadlessUI
import HierarchyResponder
import Testing

@MainActor
@Suite("Documentation examples")
struct DocSnippetTests {
  @Test("README quick start: tapping an item presents its details")
  func readmeQuickStart() throws {
    let items = [ReadmeQuickStart.Item(id: 1, name: "Lamp"), ReadmeQuickStart.Item(id: 2, name: "Desk")]
    let host = ViewHost(ReadmeQuickStart.ParentView(items: items))
    try host.find(text: "Desk").tap()
    #expect(host.sheet?.content.texts == ["Details of Desk"])
  }

  @Test("Getting Started: the first example presents the tapped item, with either tap spelling")
  func gettingStartedFirstExample() throws {
    let items = [GettingStartedSnippets.Item(id: 1, name: "Lamp")]
    let host = ViewHost(GettingStartedSnippets.ParentView(items: items))
    try host.find(text: "Lamp").tap()
    #expect(host.sheet?.content.texts == ["Details of Lamp"])

    let spy = ResponderSpy()
    let row = ViewHost(GettingStartedSnippets.TriggeringItemView(item: items[0]).responderSpy(spy))
    try row.find(text: "Lamp").tap()
    #expect(spy.events(of: GettingStartedSnippets.ItemSelectionEvent.self).map(\.item.id) == [1])
  }

  @Test("Getting Started: an error caught as an event, other errors reach handleError, events are handled")
  func gettingStartedErrors() throws {
    let host = ViewHost(GettingStartedSnippets.ContentView())
    try host.button("Save").tap()  // MyError: handled by the untyped handleError (printed)
    let handling = ViewHost(GettingStartedSnippets.HandlingView())
    try handling.button("Trigger").tap()  // handled: no runtime issue
  }

  @Test("Landing page: a like several levels down reaches the feed screen")
  func landingPage() throws {
    let host = ViewHost(LandingPageSnippets.FeedScreen(posts: [LandingPageSnippets.Post(id: 1)]))
    try host.button("Like").tap()
    #expect(try host.find(text: "1 liked").isMounted)
  }

  @Test("Understanding Responders: the chain-only sign-out flow ends the session")
  func signOutFlow() {
    let session = UnderstandingRespondersSnippets.Session()
    UnderstandingRespondersSnippets.signOutFlow(session: session)
    #expect(session.isEnded)
  }
}
#endif
