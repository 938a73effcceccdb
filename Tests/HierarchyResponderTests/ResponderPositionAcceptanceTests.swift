// Hosted through HeadlessUI: runs where the layer is built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  @testable import HierarchyResponder
  import Testing

  // ARCHITECTURE.md, Identity and Commands: a responder modifier hands its content its position (the
  // environment's chain) and publishes it as the focused position. Its body runs whenever its
  // parent re-evaluates (its closure counts as changed); the position it hands on is a modifier
  // of its own whose inputs are equal while nothing outer changed, so SwiftUI's update rule
  // ("Demystify SwiftUI", WWDC21, dependencies) does not evaluate that modifier's body again:
  // the environment write and the focused-value publishing are not rebuilt.

  /// 100 rows that read their position (`HeadlineRow`), each with its own responder, below a
  /// parent with state and a responder chain handed down from the outside (`outer` or `other`,
  /// chosen by `usesOther`).
  struct PositionRows: View {
    let outer: ResponderChain
    let other: ResponderChain
    @State private var ticks = 0
    @State private var usesOther = false

    var body: some View {
      VStack {
        Button("Tick") { ticks += 1 }
        Button("Switch") { usesOther.toggle() }
        Text("ticks \(ticks)")
        ForEach(0..<100, id: \.self) { row in
          HeadlineRow(index: row).handleEvent(HeadlineEvent.self) {}
        }
      }
      .environment(\.responderChain, usesOther ? other : outer)
    }
  }

  @MainActor
  @Suite("A responder modifier's position (Identity and Commands)")
  struct ResponderPositionAcceptanceTests {
    private let outer = ResponderChain()
    private let other = ResponderChain().addingResponder(for: HeadlineEvent.self, kind: .handleEvent) { _ in .handled }

    @Test("Re-evaluating the parent of 100 responder modifiers with nothing changed evaluates their bodies, not the position they hand on, nor the rows")
    func unchangedPositionIsNotHandedOnAgain() throws {
      let host = ViewHost(PositionRows(outer: outer, other: other))
      #expect(host.bodyEvaluationCount(of: ResponderPositionModifier.self) == 100)
      host.resetBodyEvaluationCounts()
      try host.button("Tick").tap()
      _ = try host.find(text: "ticks 1")
      #expect(host.bodyEvaluationCount(of: ResponderModifier<HeadlineEvent>.self) == 100)
      #expect(host.bodyEvaluationCount(of: ResponderPositionModifier.self) == 0)
      #expect(host.bodyEvaluationCount(of: HeadlineRow.self) == 0)
    }

    @Test("When the chain outer to the responders changes, each hands on its new position and its row sees it")
    func changedPositionIsHandedOn() throws {
      let host = ViewHost(PositionRows(outer: outer, other: other))
      let before = try #require(host.findAll(HeadlineRow.self).first).environment.triggerEvent
      host.resetBodyEvaluationCounts()
      try host.button("Switch").tap()
      #expect(host.bodyEvaluationCount(of: ResponderPositionModifier.self) == 100)
      #expect(host.bodyEvaluationCount(of: HeadlineRow.self) == 100)
      let after = try #require(host.findAll(HeadlineRow.self).first).environment.triggerEvent
      #expect(after != before)
      #expect(after.chain.node?.parent === other.node)
    }
  }
#endif
