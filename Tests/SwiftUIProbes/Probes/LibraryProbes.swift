import HierarchyResponder
import SwiftUI
import Testing

/// DEVICE-QUESTIONS.md, "Testing on Apple platforms": the library's test helpers on Apple's
/// SwiftUI and test runner.
@MainActor @Suite(.serialized, .enabled(if: ProbeWindow.isAvailable))
struct LibraryProbes {
  @Test("A hosting controller laid out without a window evaluates bodies: captureResponderPosition captures")
  func aHostingControllerWithoutAWindowCaptures() {
    var position: ResponderPosition?
    let controller = ProbeWindow.layOutWithoutWindow(CapturedPositionScenario { position = $0 })
    withExtendedLifetime(controller) {
      #expect(position != nil,
              "DEVICE-QUESTIONS.md, Does a hosting controller evaluate bodies in a unit test: no position was captured without a window")
    }
  }

  @Test("ResponderIssue.matches(_:) sees the message of an unhandled event in this test runner")
  func responderIssueMatchesAnIssue() async {
    var position: ResponderPosition?
    let window = ProbeWindow(CapturedPositionScenario { position = $0 })
    defer { window.close() }
    await window.settle()
    guard let position else {
      Issue.record("DEVICE-QUESTIONS.md, Does ResponderIssue.matches(_:) see the message: no position was captured in a window")
      return
    }
    withKnownIssue {
      position.triggerEvent(UnhandledProbeEvent())
    } matching: { issue in
      ResponderIssue.unhandledEvent(UnhandledProbeEvent.self).matches(issue)
    }
  }
}
