import HierarchyResponderCore
import Testing

/// ARCHITECTURE.md, Root: what no responder handles reaches the root: exactly one runtime
/// issue with a clear message, never a crash.
@MainActor
@Suite struct RootTests {
  @Test func anUnhandledEventIsReportedOnceWithItsTypeOriginAndTheModifierToAdd() {
    let chain = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .receiveEvent) { _ in .notHandled }
    let messages = issueMessages { chain.triggerEvent(Ping(), fileID: "App/Button.swift", line: 14) }
    #expect(
      messages == [
        "Unhandled event Ping: no responder handled it. "
          + "Add .handleEvent(Ping.self) { … } to an ancestor view."
      ])
  }

  @Test func anUnhandledErrorIsReportedOnceWithItsTypeOriginAndTheModifierToAdd() {
    let chain = ResponderChain()
      .addingResponder(for: Oops.self, kind: .handleError) { _ in .handled }
    let messages = issueMessages { chain.reportError(Boom(), fileID: "App/Save.swift", line: 21) }
    #expect(
      messages == [
        "Unhandled error Boom: no responder handled it. "
          + "Add .handleError(Boom.self) { … } to an ancestor view."
      ])
  }

  @Test func aValueSentFromTheEmptyChainReachesTheRoot() {
    let messages = issueMessages {
      ResponderChain().triggerEvent(Tap(), fileID: "App/Root.swift", line: 1)
      ResponderChain().reportError(Oops(), fileID: "App/Root.swift", line: 2)
    }
    #expect(
      messages == [
        "Unhandled event Tap: no responder handled it. "
          + "Add .handleEvent(Tap.self) { … } to an ancestor view.",
        "Unhandled error Oops: no responder handled it. "
          + "Add .handleError(Oops.self) { … } to an ancestor view.",
      ])
  }

  @Test func anUnhandledTransformedEventNamesTheNewTypeAndTheOriginalTrigger() {
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .transformEvent, site: site(40)) { _ in .event(Pong()) }
    let messages = issueMessages { chain.triggerEvent(Ping(), fileID: "App/Button.swift", line: 5) }
    #expect(
      messages == [
        "Unhandled event Pong: no responder handled it. "
          + "Add .handleEvent(Pong.self) { … } to an ancestor view."
      ])
  }

  @Test func aHandledValueReportsNothing() {
    let chain = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { _ in .handled }
      .addingResponder(for: (any Error).self, kind: .handleError) { _ in .handled }
    let messages = issueMessages {
      chain.triggerEvent(Ping())
      chain.reportError(Boom())
    }
    #expect(messages.isEmpty)
  }

  @Test func anUnhandledEventIsARuntimeIssueInSwiftTesting() {
    withKnownIssue {
      ResponderChain().triggerEvent(Ping(), fileID: "App/Button.swift", line: 9)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue
          == "Unhandled event Ping: no responder handled it. "
          + "Add .handleEvent(Ping.self) { … } to an ancestor view."
      }
    }
  }
}
