// The Safety article's test, as it shows it (keep both in step).
import HierarchyResponder
import Testing

@MainActor
@Test func feedTriggersOnlyWhatItDeclares() {
  let chain = ResponderChain()
    .addingResponder(for: (any Event).self, kind: .handleEvent) { _ in .handled }
    .addingResponder(for: ShowPostEvent.self, kind: .handleEvent) { _ in .handled }
    .declaringTriggers([ShowPostEvent.self])

  chain.triggerEvent(ShowPostEvent()) // declared, with an explicit responder: no issue

  withKnownIssue {
    chain.triggerEvent(ShowProfileEvent()) // not declared
  }
}
