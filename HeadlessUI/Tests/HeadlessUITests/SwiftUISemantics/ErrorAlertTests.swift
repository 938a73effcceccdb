import Foundation
import HeadlessUI
import Testing

// `alert(isPresented:error:actions:)` and `alert(isPresented:error:actions:message:)`.
//
// - alert(isPresented:error:actions:) docs
//   (https://developer.apple.com/documentation/swiftui/view/alert(ispresented:error:actions:)):
//   "Presents an alert when an error is present … When the error value isn't `nil`, the system
//   presents an alert … The title of the alert is inferred from the error's `errorDescription`.
//   … All actions in an alert dismiss the alert after the action runs."
// - alert(isPresented:error:actions:message:) docs
//   (https://developer.apple.com/documentation/swiftui/view/alert(ispresented:error:actions:message:)):
//   "Presents an alert with a message when an error is present"; `message` is "A view builder
//   returning the message for the alert given the current error."

private struct PurchaseError: LocalizedError {
  var errorDescription: String? { "The purchase failed." }
  var recoverySuggestion: String? { "Try again later." }
}

/// `alert(isPresented:error:actions:)`, presented from the start.
private struct Purchasing: View {
  let log: Log
  let error: PurchaseError?
  @State private var isShowing = true

  var body: some View {
    Text(isShowing ? "showing" : "not showing")
      .alert(isPresented: $isShowing, error: error) {
        Button("OK") { log.add("OK ran with isPresented == \(isShowing)") }
      }
  }
}

/// `alert(isPresented:error:actions:message:)`, presented from the start.
private struct PurchasingWithMessage: View {
  let log: Log
  @State private var error: PurchaseError? = PurchaseError()
  @State private var isShowing = true

  var body: some View {
    Text(isShowing ? "showing" : "not showing")
      .alert(isPresented: $isShowing, error: error) { error in
        Button("Retry") { log.add("retry: \(error.errorDescription ?? "")") }
        Button("Cancel", role: .cancel) {}
      } message: { error in
        Text(error.recoverySuggestion ?? "")
      }
  }
}

extension SwiftUISemantics {
  @MainActor @Suite("Error alerts")
  struct ErrorAlerts {
    /// alert(isPresented:error:actions:) docs: "The title of the alert is inferred from the
    /// error's `errorDescription`"; actions dismiss the alert after they run.
    @Test("alert(isPresented:error:actions:) presents the error's description as its title")
    func errorAlertTakesItsTitleFromTheError() throws {
      let log = Log()
      let host = ViewHost(Purchasing(log: log, error: PurchaseError()))
      let alert = try #require(host.alert)
      #expect(alert.title == "The purchase failed.")
      #expect(alert.buttons == [PresentedAlert.Button(title: "OK")])
      try host.tapAlertButton("OK")
      #expect(log.entries == ["OK ran with isPresented == true"])
      #expect(host.alert == nil)
      _ = try host.find(text: "not showing")
    }

    /// alert(isPresented:error:actions:) docs: "When the error value isn't `nil`, the system
    /// presents an alert" — with a `nil` error, nothing is presented.
    @Test("alert(isPresented:error:actions:) presents nothing while the error is nil")
    func nilErrorPresentsNothing() throws {
      let host = ViewHost(Purchasing(log: Log(), error: nil))
      _ = try host.find(text: "showing")
      #expect(host.alert == nil)
    }

    /// alert(isPresented:error:actions:message:) docs: the actions and the message are built
    /// from the current error.
    @Test("alert(isPresented:error:actions:message:) builds its actions and message from the error")
    func errorAlertWithMessage() throws {
      let log = Log()
      let host = ViewHost(PurchasingWithMessage(log: log))
      let alert = try #require(host.alert)
      #expect(alert.title == "The purchase failed.")
      #expect(alert.message == "Try again later.")
      #expect(alert.buttons == [
        PresentedAlert.Button(title: "Retry"), PresentedAlert.Button(title: "Cancel", role: .cancel),
      ])
      try alert.tapButton("Retry")
      #expect(log.entries == ["retry: The purchase failed."])
      #expect(host.alert == nil)
    }
  }
}
