import HierarchyResponder
import SwiftUI

// Scenarios of DEVICE-QUESTIONS.md, "Testing on Apple platforms": the library's test helpers in a
// hosting controller.

/// An event no responder handles.
struct UnhandledProbeEvent: Event {}

/// A view whose responder position the probe captures, below a handler of nothing.
struct CapturedPositionScenario: View {
  let capture: @MainActor (ResponderPosition) -> Void

  var body: some View {
    Text("probe").captureResponderPosition(capture)
  }
}
