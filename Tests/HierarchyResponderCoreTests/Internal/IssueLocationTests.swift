import HierarchyResponderCore
import Testing

// Defect 4: a runtime issue is located at the user's file path, line and column
// (Swift Testing's `Issue.sourceLocation`), so that Xcode can open it; the
// file ID stays what journeys and messages show.

@MainActor
@Suite struct IssueLocationTests {
  @Test("Defect 4: an unhandled event's issue carries the trigger call's #filePath and #line")
  func defect4TheIssueIsLocatedAtTheCallersFilePath() {
    let chain = ResponderChain()
    let line: UInt = #line + 1
    withKnownIssue { chain.triggerEvent(Ping()) } matching: { issue in
      issue.sourceLocation?.filePath == #filePath && issue.sourceLocation?.line == Int(line)
        && issue.sourceLocation?.fileID == #fileID && (issue.sourceLocation?.column ?? 0) > 1
    }
  }

  @Test("Defect 4: a forwarded location arrives whole: file ID, file path, line and column")
  func defect4AForwardedLocationArrivesWhole() {
    let chain = ResponderChain()
    withKnownIssue {
      chain.reportError(Boom(), fileID: "App/Save.swift", filePath: "/src/App/Save.swift", line: 12, column: 7)
    } matching: { issue in
      issue.sourceLocation?.fileID == "App/Save.swift" && issue.sourceLocation?.filePath == "/src/App/Save.swift"
        && issue.sourceLocation?.line == 12 && issue.sourceLocation?.column == 7
    }
  }

  @Test("Defect 4: a responder's throw is located at the responder's registration")
  func defect4AThrowIsLocatedAtTheResponder() {
    let line: UInt = #line + 2
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent) { _ in throw Boom() }
    withKnownIssue { chain.triggerEvent(Ping()) } matching: { issue in
      issue.sourceLocation?.filePath == #filePath && issue.sourceLocation?.line == Int(line)
    }
  }
}
