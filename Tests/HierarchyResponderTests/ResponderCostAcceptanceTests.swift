// Hosted through HeadlessUI: runs where the layer is built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
import HeadlessUI
import HierarchyResponder
import Testing

// ARCHITECTURE.md, Identity: its promise in numbers (issue #8): adding responders above a tree costs
// its views no body evaluations. Measured with HeadlessUI, whose update rule is
// SwiftUI's: a view re-evaluates when its inputs, its state or an environment
// value it reads changed.

struct HeadlineEvent: Event {}

/// A row that reads the chain, as every row with a trigger button does.
struct HeadlineRow: View {
  let index: Int
  @Environment(\.triggerEvent) var triggerEvent
  var body: some View { Text("row \(index)") }
}

/// A counter above 1,000 rows.
struct HeadlineList: View {
  let count: Int
  let bump: @MainActor () -> Void

  var body: some View {
    VStack {
      Button("Bump") { bump() }
      Text("count \(count)")
      ForEach(0..<1_000, id: \.self) { HeadlineRow(index: $0) }
    }
  }
}

/// The list, with 50 responder modifiers above it or none.
struct HeadlineScreen: View {
  @State var count = 0
  let withResponders: Bool

  var body: some View {
    let list = HeadlineList(count: count) { count += 1 }
    if withResponders {
      list.tenHandlers().tenHandlers().tenHandlers().tenHandlers().tenHandlers()
    } else {
      list
    }
  }
}

extension View {
  /// Ten `.handleEvent(HeadlineEvent.self) {}` modifiers.
  func tenHandlers() -> some View {
    handleEvent(HeadlineEvent.self) {}.handleEvent(HeadlineEvent.self) {}.handleEvent(HeadlineEvent.self) {}
      .handleEvent(HeadlineEvent.self) {}.handleEvent(HeadlineEvent.self) {}.handleEvent(HeadlineEvent.self) {}
      .handleEvent(HeadlineEvent.self) {}.handleEvent(HeadlineEvent.self) {}.handleEvent(HeadlineEvent.self) {}
      .handleEvent(HeadlineEvent.self) {}
  }
}

@MainActor
@Suite("Responder cost in body evaluations (Identity)")
struct ResponderCostAcceptanceTests {
  /// Bodies evaluated by one state change at the top, and how many of them were rows.
  private func bodiesForOneStateChange(withResponders: Bool) throws -> (total: Int, rows: Int) {
    let host = ViewHost(HeadlineScreen(withResponders: withResponders))
    #expect(host.bodyEvaluationCount(of: HeadlineRow.self) == 1_000)
    host.resetBodyEvaluationCounts()
    try host.button("Bump").tap()
    try host.update()
    #expect(try host.find(text: "count 1").isMounted)
    return (host.totalBodyEvaluationCount, host.bodyEvaluationCount(of: HeadlineRow.self))
  }

  @Test("50 responder modifiers above 1,000 rows: a state change at the top re-evaluates no row, and no more bodies than without them plus the modifiers")
  func fiftyModifiersCostTheRowsNothing() throws {
    let with = try bodiesForOneStateChange(withResponders: true)
    let without = try bodiesForOneStateChange(withResponders: false)
    #expect(with.rows == 0)
    #expect(without.rows == 0)
    #expect(with.total <= without.total + 50, "\(with.total) bodies with the modifiers, \(without.total) without")
  }

  @Test("The rows below 50 modifiers still trigger into them")
  func rowsStillReachTheResponders() throws {
    var handled = 0
    let host = ViewHost(
      HeadlineList(count: 0) {}
        .handleEvent(HeadlineEvent.self) { handled += 1 }
        .tenHandlers())
    let trigger = try #require(host.findAll(HeadlineRow.self).last).environment.triggerEvent
    trigger(HeadlineEvent())
    #expect(handled == 1)
  }
}
#endif
