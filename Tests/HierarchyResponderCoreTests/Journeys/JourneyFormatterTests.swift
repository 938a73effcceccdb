import HierarchyResponderCore
import Testing

@MainActor
struct JourneyFormatterTests {
  /// A screen named Feed (a declaration, responders for other types, the handler) inside an App.
  private func feed(observer: @escaping (Journey) -> Void) -> ResponderChain {
    ResponderChain()
      .observingJourneys(observer)
      .addingResponder(for: Pong.self, kind: .handleEvent, site: site(1, "App")) { _ in .handled }
      .addingResponder(for: Ping.self, kind: .transformEvent, site: site(2, "Feed")) { _ in .event(Pong()) }
      .addingResponder(for: Boom.self, kind: .handleError, site: site(3, "Feed")) { _ in .handled }
      .addingResponder(for: Tap.self, kind: .handleEvent, site: site(4, "Feed")) { _ in .handled }
      .declaringTriggers([Ping.self, Tap.self], requiresExplicitResponders: false, site: site(5, "Feed"))
  }

  private func trip(of event: any Event) -> Journey? {
    var journeys: [Journey] = []
    feed { journeys.append($0) }.triggerEvent(event, fileID: "App/Button.swift", line: 9)
    return journeys.first
  }

  @Test func aJourneyIsATableWithHeadersFoldedIgnoredRespondersAndItsEnd() throws {
    let journey = try #require(trip(of: Ping()))
    #expect(
      JourneyFormatter().format(journey) == """
        Ping from Button.swift:9
          responder  kind             what happened     where
          Feed       .triggers        Ping not handled  Screen.swift:5
          Feed       (1 responder for other types ignored it)
          Feed       .transformEvent  Ping -> Pong      Screen.swift:2
          App        .handleEvent     Pong handled      Screen.swift:1
          => handled by App
        """)
  }

  @Test func unfoldedAndWithModulesEveryHopHasItsRow() throws {
    let journey = try #require(trip(of: Tap()))
    #expect(
      JourneyFormatter(foldsIgnoredResponders: false, showsModules: true, indent: "> ").lines(for: journey) == [
        "Tap from App/Button.swift:9",
        "> responder  kind          what happened    where",
        "> Feed       .triggers     Tap not handled  App/Screen.swift:5",
        "> Feed       .handleEvent  Tap handled      App/Screen.swift:4",
        "> => handled by Feed",
      ])
  }

  @Test func anUnhandledJourneySaysItReachedTheRoot() {
    var journeys: [Journey] = []
    let chain = ResponderChain().observingJourneys { journeys.append($0) }
    let messages = issueMessages { chain.reportError(Boom(), fileID: "App/Save.swift", line: 3) }
    #expect(messages.count == 1)
    #expect(journeys.map { JourneyFormatter().lines(for: $0) } == [["Boom from Save.swift:3", "  => unhandled: reached the root"]])
  }
}
