import HierarchyResponderCore
import IssueReporting
import Testing

private struct Ping: Event {}
private struct Pong: Event {}
private struct Boom: Error {}

@MainActor
@Suite struct SmokeTests {
  @Test func typedHandlerReceivesAndUnhandledIsReported() {
    var log: [String] = []
    let chain = ResponderChain()
      .addingResponder(for: Pong.self, kind: .handleEvent) { _ in log.append("pong"); return .handled }
      .addingResponder(for: Ping.self, kind: .transformEvent) { _ in log.append("ping"); return .event(Pong()) }
    chain.triggerEvent(Ping())
    #expect(log == ["ping", "pong"])
    withKnownIssue {
      chain.reportError(Boom())
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Unhandled error Boom reported at") }
    }
  }
}
