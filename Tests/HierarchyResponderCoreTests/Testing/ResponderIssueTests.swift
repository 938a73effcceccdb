import HierarchyResponderCore
import Testing

private struct LikeEvent: Event {}
private struct UnlikeEvent: Event {}
private struct SaveFailed: Error {}

/// `ResponderIssue` matches the runtime issues the chain reports, by kind and type, wherever the
/// value was sent; it matches nothing else.
@MainActor
struct ResponderIssueTests {
  private func messages(sentFrom line: UInt) -> [String] {
    issueMessages {
      ResponderChain()
        .declaringTriggers([UnlikeEvent.self], site: ResponderSite(fileID: "App/Screen.swift", line: 3))
        .triggerEvent(LikeEvent(), fileID: "App/Button.swift", line: line)
      ResponderChain().reportError(SaveFailed(), fileID: "App/Button.swift", line: line)
      ResponderChain()
        .declaringTriggers([LikeEvent.self], site: ResponderSite(fileID: "App/Screen.swift", line: 3))
        .triggerEvent(LikeEvent(), fileID: "App/Button.swift", line: line)
    }
  }

  @Test func anIssueOfAKindAndTypeMatchesWhereverTheValueWasSent() {
    for line: UInt in [7, 1_234] {
      let messages = messages(sentFrom: line)
      #expect(messages.filter { ResponderIssue.undeclaredEvent(LikeEvent.self).matches($0) }.count == 1)
      #expect(messages.filter { ResponderIssue.unhandledEvent(LikeEvent.self).matches($0) }.count == 2)
      #expect(messages.filter { ResponderIssue.unhandledError(SaveFailed.self).matches($0) }.count == 1)
      #expect(messages.filter { ResponderIssue.missingEventResponder(LikeEvent.self).matches($0) }.count == 1)
    }
  }

  @Test func anotherKindSideOrTypeDoesNotMatch() {
    let messages = messages(sentFrom: 7)
    #expect(!messages.contains { ResponderIssue.undeclaredEvent(UnlikeEvent.self).matches($0) })
    #expect(!messages.contains { ResponderIssue.undeclaredError(SaveFailed.self).matches($0) })
    #expect(!messages.contains { ResponderIssue.subscriberWithoutPublisher(LikeEvent.self).matches($0) })
    // A type whose name ends another's: `LikeEvent` is not `UnlikeEvent`.
    #expect(!ResponderIssue.unhandledEvent(LikeEvent.self).matches("Unhandled event UnlikeEvent: no responder handled it."))
    #expect(!ResponderIssue.undeclaredEvent(LikeEvent.self).matches("UnlikeEvent (triggered at App/A.swift:1) passed this .triggers declaration, which does not list it"))
  }

  @Test func anIssueDescribesItself() {
    #expect("\(ResponderIssue.missingErrorResponder(SaveFailed.self))" == "missing explicit responder for error SaveFailed")
  }
}
