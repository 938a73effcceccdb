// Hosted through HeadlessUI: runs where the layer is built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
import HeadlessUI
import HierarchyResponder
import Testing

// ARCHITECTURE.md, Identity: re-evaluating a responder modifier does not change the chain its
// content sees unless the responders outer to it changed, and the closure that
// runs is always the latest evaluation's.

/// A row that reads the chain (as every view with a trigger button does).
struct IdentityRow: View {
  @Environment(\.triggerEvent) var triggerEvent
  var body: some View { Text("row") }
}

/// A handler that reads the parent's `@State`, above a trigger and a row.
struct StaleClosureScreen: View {
  @State var multiplier = 1
  let recorder: Recorder

  var body: some View {
    VStack {
      Button("Double") { multiplier *= 2 }
      TriggerView()
      IdentityRow()
    }
    .handleEvent(MyEvent.self) { recorder("multiplier \(multiplier)") }
    .receiveEvent(AnotherEvent.self) { (_: AnotherEvent) in
      recorder("receive sees \(multiplier)")
      return .handled
    }
    .onJourney { journey in recorder("journey \(journey.path.count) at \(multiplier)") }
    .triggers(MyEvent.self)
    .responderName("Screen \(multiplier)")
  }
}

/// A responder added above a row by an `if`.
struct StructureScreen: View {
  @State var addsResponder = false
  let recorder: Recorder

  var body: some View {
    VStack {
      Button("Add") { addsResponder = true }
      if addsResponder {
        TriggerView().handleEvent(MyEvent.self) { recorder("new inner responder") }
      } else {
        TriggerView()
      }
    }
    .handleEvent(MyEvent.self) { recorder("outer responder") }
  }
}

@MainActor
@Suite("Stable identity (Identity)")
struct StableIdentityAcceptanceTests {
  @Test("A handler that reads the parent's @State runs the closure of the latest evaluation")
  func latestClosureRuns() throws {
    let recorder = Recorder()
    let host = ViewHost(StaleClosureScreen(recorder: recorder))
    try host.button("Trigger").tap()
    try host.button("Double").tap()
    try host.update()
    try host.button("Trigger").tap()
    try host.button("Double").tap()
    try host.update()
    try host.button("Trigger").tap()
    #expect(
      recorder.entries == [
        "multiplier 1", "journey 1 at 1",
        "multiplier 2", "journey 1 at 2",
        "multiplier 4", "journey 1 at 4",
      ])
  }

  @Test("The name and site of a kept responder are the latest evaluation's")
  func latestNameShowsInJourneys() throws {
    let recorder = Recorder()
    let host = ViewHost(StaleClosureScreen(recorder: recorder).onJourney { recorder.journeys.append($0) })
    try host.button("Double").tap()
    try host.update()
    try host.button("Trigger").tap()
    #expect(recorder.journeys.map { $0.path } == [["Screen 2"]])
  }

  @Test("The chain a row sees keeps its identity across parent re-evaluations when nothing outer changed")
  func chainKeepsIdentity() throws {
    let recorder = Recorder()
    let host = ViewHost(StaleClosureScreen(recorder: recorder))
    let first = try host.find(IdentityRow.self).environment.triggerEvent
    var identical = 0
    for _ in 0..<10 {
      try host.button("Double").tap()
      try host.update()
      let now = try host.find(IdentityRow.self).environment.triggerEvent
      if now.chain.node === first.chain.node, now == first { identical += 1 }
    }
    #expect(identical == 10)
    #expect(try host.find(text: "row").isMounted)
  }

  @Test("Changing structure (an if that adds a responder above a row) changes the chain, and events reach the new responder")
  func structureChangeChangesTheChain() throws {
    let recorder = Recorder()
    let host = ViewHost(StructureScreen(recorder: recorder))
    let before = try host.find(TriggerView.self).environment.triggerEvent
    try host.button("Trigger").tap()
    try host.button("Add").tap()
    try host.update()
    let after = try host.find(TriggerView.self).environment.triggerEvent
    #expect(after != before)
    #expect(after.chain.node?.parent === before.chain.node)
    try host.button("Trigger").tap()
    #expect(recorder.entries == ["outer responder", "new inner responder"])
  }
}
#endif
