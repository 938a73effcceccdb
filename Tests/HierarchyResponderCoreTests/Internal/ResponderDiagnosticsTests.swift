import HierarchyResponderCore
import Testing

/// Where and how runtime issues and strict stops are reported.
@MainActor
@Suite struct ResponderDiagnosticsTests {
  @Test func anUnhandledValueIsReportedAtItsOrigin() {
    let reported = issues { ResponderChain().triggerEvent(Ping(), fileID: "App/Button.swift", line: 14) }
    #expect(reported.map(\.fileID) == ["App/Button.swift"])
    #expect(reported.map(\.line) == [14])
  }

  @Test func anInfractionIsReportedAtTheDeclaration() {
    let chain = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { _ in .handled }
      .declaringTriggers([Ping.self], requiresExplicitResponders: false, site: site(33))
    let reported = issues { chain.triggerEvent(Tap(), fileID: "App/Button.swift", line: 2) }
    #expect(reported.map(\.fileID) == ["App/Screen.swift"])
    #expect(reported.map(\.line) == [33])
  }

  @Test func aSiteWithoutAModuleIsStillReportedWithItsMessage() {
    let reported = issues { ResponderChain().triggerEvent(Tap(), fileID: "Button.swift", line: 4) }
    #expect(
      reported.map(\.message) == [
        "Button.swift:4: Unhandled event Tap: no responder handled it. "
          + "Add .handleEvent(Tap.self) { … } to an ancestor view."
      ])
    #expect(reported.map(\.fileID) != ["Button.swift"], "Swift Testing needs a Module/File.swift file ID")
  }

  @Test func lineZeroIsReportedAsLineOne() {
    let reported = issues { ResponderChain().triggerEvent(Tap(), fileID: "App/Button.swift", line: 0) }
    #expect(reported.map(\.line) == [1])
  }

  @Test func theFatalHandlerReplacesFatalError() {
    let stops = fatalStops { ResponderDiagnostics.fatal("stop here", site: site(1)) }
    #expect(stops == ["stop here"])
  }
}
