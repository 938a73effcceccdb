// The code of the "Outcome" section of Understanding Responders and of the EventButton option in
// Goodies, as they show it (keep them in step). Checked against SwiftUI (iOS and macOS) by the
// apple-check, and run on HeadlessUI by OutcomeSnippetsTests.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import HierarchyResponder

enum OutcomeSnippets {
  struct Order {
    let id: Int
  }

  struct PayEvent: Event {
    let order: Order
  }

  struct OpenLinkEvent: Event {
    let url: String
  }

  /// A view that asks what became of its event: synchronously, and after asynchronous work.
  struct OrderView: View {
    let order: Order
    let link: String
    @Environment(\.triggerEvent) private var triggerEvent
    @State private var status = "Ready"

    var body: some View {
      VStack {
        Text(status)
        Button("Open link") {
          if !triggerEvent.send(OpenLinkEvent(url: link)).isHandled {
            status = "Nobody opens links here"
          }
        }
        Button("Pay") {
          switch triggerEvent.send(PayEvent(order: order)) {
          case .pending(let pending):
            status = "Paying…"
            Task {
              let outcome = await pending.outcome
              status = outcome.isHandled ? "Paid" : "Payment failed"
            }
          case .handled:
            status = "Paid"
          case .busy:
            status = "Already paying…"
          case .unhandled, .failed, .cancelled, .dropped:
            status = "Payment failed"
          }
        }
      }
    }
  }

  /// A predecessor-style function value: the callable form still converts.
  @MainActor
  static func sender(_ triggerEvent: TriggerEvent) -> (any Event) -> Void {
    let send: (any Event) -> Void = triggerEvent.callAsFunction
    return send
  }

  /// The checkout button of the Goodies article: disabled while nothing takes the payment, while the
  /// responder's validation says so, and while a payment it started runs.
  struct CheckoutButton: View {
    let order: Order

    var body: some View {
      EventButton("Checkout", event: PayEvent(order: order))
        .disabled(when: [.noResponder, .validation, .handling])
    }
  }

  /// The screen that pays.
  struct CheckoutScreen: View {
    let order: Order
    let hasCard: Bool
    let charge: @MainActor (Order) async throws -> Void

    var body: some View {
      VStack {
        OrderView(order: order, link: "https://example.com/terms")
        CheckoutButton(order: order)
      }
      .validateEvent(PayEvent.self) { EventState(isEnabled: hasCard) }
      .handleEvent(PayEvent.self) { event in
        try await charge(event.order)
      }
    }
  }
}
