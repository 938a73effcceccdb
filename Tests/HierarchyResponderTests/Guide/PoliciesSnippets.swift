// The code of the "Work in flight" section of the Understanding Responders article, as it shows it
// (keep them in step), inside the app code it leaves out. Checked against SwiftUI by the
// apple-check; hosted in PoliciesArticleTests.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import HierarchyResponder

enum PoliciesSnippets {
  struct PayEvent: Event { let amount: Int }
  struct SearchEvent: Event { let query: String }
  struct SaveDraftEvent: Event { let text: String }
  struct ConfirmPurchase: ResponderRequest {
    typealias Response = Bool
    let amount: Int
  }

  @MainActor
  final class Payments {
    var charged: [Int] = []
    var pending: CheckedContinuation<Void, Never>?
    func charge(_ amount: Int) async throws {
      charged.append(amount)
      await withCheckedContinuation { pending = $0 }
    }
  }

  @MainActor
  final class SearchModel {
    func search(_ query: String) async throws {}
  }

  @MainActor
  final class Drafts {
    func save(_ text: String) async throws {}
  }

  @MainActor
  final class Confirmation {
    func ask(_ question: String) async -> Bool { true }
  }

  struct PayButton: View {
    @Environment(\.triggerEvent) var triggerEvent
    var body: some View {
      Button("Pay") { triggerEvent(PayEvent(amount: 20)) }
    }
  }

  struct SearchField: View {
    var body: some View { Text("Search") }
  }

  struct Editor: View {
    var body: some View { Text("Editor") }
  }

  // Drop the new one: a second tap never starts a second payment.
  struct Checkout: View {
    let payments: Payments

    var body: some View {
      PayButton()
        .handleEvent(PayEvent.self, inFlight: .dropNew) { event in
          try await payments.charge(event.amount)
        }
    }
  }

  // Cancel the previous one, and enqueue.
  struct OtherPolicies: View {
    let model: SearchModel
    let drafts: Drafts

    var body: some View {
      VStack {
        SearchField()
          .handleEvent(SearchEvent.self, inFlight: .cancelPrevious) { event in
            try await model.search(event.query)
          }
        Editor()
          .handleEvent(SaveDraftEvent.self, inFlight: .enqueue) { event in
            try await drafts.save(event.text)
          }
      }
    }
  }

  // Requests.
  struct ConfirmingCheckout: View {
    let confirmation: Confirmation

    var body: some View {
      PayButton()
        .respond(to: ConfirmPurchase.self, inFlight: .dropNew) { request in
          await confirmation.ask("Pay \(request.amount)?")
        }
    }
  }

  struct BuyButton: View {
    @Environment(\.sendRequest) var sendRequest

    var body: some View {
      Button("Buy") {
        Task {
          do {
            guard try await sendRequest(ConfirmPurchase(amount: 20)) else { return }
            // Pay.
          } catch let error as RequestNotAnswered {
            if case .busy = error.reason { return }  // the dialog for the first tap is still open
            print(error)
          }
        }
      }
    }
  }
}
