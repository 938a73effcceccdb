// The Safety article's test, as it shows it (keep both in step). It needs no view: it runs
// wherever the tests do, on a Mac's plain `swift test` too.
import HierarchyResponder
import Testing

@Suite("Safety article")
struct SafetyArticleTests {
  struct ShowPostEvent: Event {}
  struct ShowProfileEvent: Event {}

  @MainActor
  @Test func feedTriggersOnlyWhatItDeclares() {
    let chain = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { _ in .handled }
      .addingResponder(for: ShowPostEvent.self, kind: .handleEvent) { _ in .handled }
      .declaringTriggers([ShowPostEvent.self])

    chain.triggerEvent(ShowPostEvent()) // declared, with an explicit responder: no issue

    let line = #line + 2  // where the undeclared event is triggered
    withKnownIssue {
      chain.triggerEvent(ShowProfileEvent()) // not declared
    } matching: { issue in
      issue.comments.first?.rawValue == """
        ShowProfileEvent (triggered at \(#fileID):\(line)) passed this .triggers declaration, \
        which does not list it (declared: ShowPostEvent). Add ShowProfileEvent.self to the declaration.
        """
    }
  }
}
