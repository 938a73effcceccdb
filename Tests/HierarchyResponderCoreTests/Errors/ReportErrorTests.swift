import HierarchyResponderCore
import Testing

/// `ReportError`: sends from its chain's position; the closure form (for
/// previews and tests) receives every error.
@MainActor
@Suite struct ReportErrorTests {
  @Test func aReporterSendsFromItsChainsPosition() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Boom.self, kind: .handleError) { boom in log("handled \(boom.id)"); return .handled }
    let report = ReportError(chain: chain)
    report(Boom(id: 3))
    #expect(log.entries == ["handled 3"])
    #expect(chain.reportError.chain.node === chain.node)
  }

  @Test func theClosureFormReceivesEveryErrorAndHandlesIt() {
    let log = Log()
    let report = ReportError { error in log("\(error)") }
    let messages = issueMessages {
      report(Boom(id: 1))
      report(Oops())
    }
    #expect(log.entries == ["Boom(id: 1)", "Oops()"])
    #expect(messages.isEmpty)
  }

  /// Kinds: the closure form is a bridge, like `TriggerEvent { … }`'s; an `any Error` bridge
  /// listens on the error side (the kind names the responder, the value decides its side).
  @Test func theClosureFormIsABridgeOnTheErrorSide() {
    let report = ReportError { _ in }
    guard case .handled(let responder) = report.send(Boom(id: 2)) else {
      Issue.record("the closure form did not handle the error")
      return
    }
    #expect(responder.kind == .bridge)
  }
}
