// Hosted through HeadlessUI: runs where the layer is built on it (Linux, or `swift test --traits Headless` on a Mac).
#if !canImport(SwiftUI) || Headless
import HeadlessUI
import HierarchyResponder
import Testing

/// What a user reads: `render()`'s tree and journeys' text use the app's words, one vocabulary in
/// data, text and docs.
@MainActor
@Suite("Output vocabulary")
struct OutputVocabularyTests {
  @Test("render() leaves responderName out and shows onTapGesture(trigger:) as the tap gesture it is")
  func renderShowsTheAppsModifiersOnly() {
    let host = ViewHost(
      VStack {
        Text("Like").onTapGesture(trigger: MyEvent())
      }
      .handleEvent(MyEvent.self) { _ in }
      .responderName("App")
    )
    #expect(
      host.render() == """
        VStack
          .onTapGesture(count: 1, trigger: …)
            Text("Like")
        """)
  }

  @Test("A hop's kind and a journey's outcome print as words, without Optional")
  func kindsAndOutcomesPrintAsWords() throws {
    let recorder = Recorder()
    let host = ViewHost(
      TriggerView()
        .handleEvent(MyEvent.self) { _ in }
        .responderName("App")
        .onJourney { recorder.journeys.append($0) }
    )
    try host.button("Trigger").tap()
    let journey = try #require(recorder.journeys.first)
    let hop = try #require(journey.hops.first)
    #expect("\(hop.kind)" == "handleEvent")
    #expect("\(hop.action)" == "handled")
    #expect(
      "\(journey.outcome)" == "handled by .handleEvent at App (HierarchyResponderTests/OutputVocabularyTests.swift:34)")
  }

  @Test("A declaration's action is notHandled in data, text and table, and the path leaves it out")
  func aDeclarationPasses() throws {
    let recorder = Recorder()
    let host = ViewHost(
      TriggerView()
        .triggers(MyEvent.self)
        .handleEvent(MyEvent.self) { _ in }
        .responderName("App")
        .onJourney { recorder.journeys.append($0) }
    )
    try host.button("Trigger").tap()
    let journey = try #require(recorder.journeys.first)
    #expect(journey.hops.map(\.action) == [.notHandled, .handled])
    #expect(journey.path == ["App"])
    #expect(journey.hops[0].description == ".triggers at App (HierarchyResponderTests/OutputVocabularyTests.swift:52): MyEvent not handled")
    #expect(JourneyFormatter().lines(for: journey)[2] == "  App        .triggers     MyEvent not handled  OutputVocabularyTests.swift:52")
  }
}
#endif
