#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  // Defect 4: the layer's entry points carry the caller's #filePath and #column
  // to the runtime issue (Swift Testing's `Issue.sourceLocation`), so Xcode can
  // open the user's file.

  private struct LostEvent: Event {}
  private struct OtherEvent: Event {}

  @MainActor
  @Suite struct IssueLocationAcceptanceTests {
    @Test("Defect 4: an EventButton's unhandled event is located at the button, by #filePath")
    func defect4AnEventButtonsIssueIsLocatedAtTheButton() throws {
      let line = #line + 1
      let host = ViewHost(EventButton("Lose", event: LostEvent()))
      try withKnownIssue {
        try host.button("Lose").tap()
      } matching: { issue in
        issue.sourceLocation?.filePath == #filePath && issue.sourceLocation?.line == line
          && issue.sourceLocation?.fileID == #fileID
      }
    }

    @Test("Defect 4: a .triggers infraction is located at the declaration, by #filePath and #column")
    func defect4AnInfractionIsLocatedAtTheDeclaration() throws {
      let host = ViewHost(
        EventButton("Other", event: OtherEvent())
          .triggers(LostEvent.self, fileID: "App/Feed.swift", filePath: "/src/App/Feed.swift", line: 9, column: 4)
          .handleEvent { _ in }
      )
      try withKnownIssue {
        try host.button("Other").tap()
      } matching: { issue in
        issue.sourceLocation?.filePath == "/src/App/Feed.swift" && issue.sourceLocation?.line == 9
          && issue.sourceLocation?.column == 4
      }
    }
  }
#endif
