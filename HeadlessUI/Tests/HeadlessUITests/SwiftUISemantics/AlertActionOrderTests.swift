import HeadlessUI
import Testing

// An alert's action runs while the alert is still presented; the alert is dismissed after it.
//
// - The alert docs' Discussion, e.g. alert(isPresented:error:actions:)
//   (https://developer.apple.com/documentation/swiftui/view/alert(ispresented:error:actions:)):
//   "All actions in an alert dismiss the alert after the action runs."
// - The `isPresented` parameter of alert(_:isPresented:actions:)
//   (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka):
//   "When the user presses or taps one of the alert's actions, the system sets this value to
//   `false` and dismisses."

/// Presents an alert at once; its action logs what `isPresented` is while it runs.
private struct Confirming: View {
  let log: Log
  @State private var isAsking = true

  var body: some View {
    Text(isAsking ? "asking" : "not asking")
      .alert("Delete the file?", isPresented: $isAsking) {
        Button("Delete", role: .destructive) {
          log.add("action ran with isPresented == \(isAsking)")
        }
        Button("Cancel", role: .cancel) {}
      }
  }
}

extension SwiftUISemantics {
  @MainActor @Suite("Alert actions")
  struct AlertActions {
    /// alert docs: "All actions in an alert dismiss the alert after the action runs" — so the
    /// action sees `isPresented == true`; afterwards the binding is `false` and the alert gone.
    @Test("An alert action runs while isPresented is still true, then the alert is dismissed")
    func actionRunsBeforeDismissal() throws {
      let log = Log()
      let host = ViewHost(Confirming(log: log))
      #expect(host.alert?.title == "Delete the file?")
      try host.tapAlertButton("Delete")
      #expect(log.entries == ["action ran with isPresented == true"])
      #expect(host.alert == nil)
      _ = try host.find(text: "not asking")
    }
  }
}
