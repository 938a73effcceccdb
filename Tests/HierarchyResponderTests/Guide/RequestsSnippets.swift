// The code of the Requests article, as it shows it (keep them in step). Checked against SwiftUI
// (iOS and macOS) by the apple-check, and run on HeadlessUI by RequestsArticleTests.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import HierarchyResponder

enum RequestsSnippets {
  struct Item: Identifiable {
    let id: Int
    let name: String
  }

  struct DeleteItemEvent: Event {
    let id: Int
  }

  struct ConfirmDeletion: ResponderRequest {
    typealias Response = Bool
    let itemName: String
  }

  struct ItemRow: View {
    let item: Item
    @Environment(\.sendRequest) private var sendRequest
    @Environment(\.triggerEvent) private var triggerEvent

    var body: some View {
      Button("Delete \(item.name)") {
        Task {
          if (try? await sendRequest(ConfirmDeletion(itemName: item.name))) == true {
            triggerEvent(DeleteItemEvent(id: item.id))
          }
        }
      }
    }
  }

  struct AskingRow: View {
    let item: Item
    @Environment(\.sendRequest) private var sendRequest
    @Environment(\.triggerEvent) private var triggerEvent
    @State private var isAsking = false

    var body: some View {
      Button("Delete \(item.name)") {
        let asked = sendRequest.send(ConfirmDeletion(itemName: item.name))
        if case .pending = asked.outcome { isAsking = true }
        Task {
          defer { isAsking = false }
          if (try? await asked.answer) == true {
            triggerEvent(DeleteItemEvent(id: item.id))
          }
        }
      }
      .disabled(isAsking)
    }
  }

  /// A question the user has not answered yet: what it is about, and where the answer goes.
  struct PendingConfirmation {
    let itemName: String
    let answer: CheckedContinuation<Bool, Never>
  }

  struct ItemList: View {
    let items: [Item]
    @State private var question: PendingConfirmation?

    var body: some View {
      VStack {
        ForEach(items) { item in
          ItemRow(item: item)
        }
      }
      .respond(to: ConfirmDeletion.self) { request in
        await withCheckedContinuation { answer in
          question = PendingConfirmation(itemName: request.itemName, answer: answer)
        }
      }
      .confirmationDialog("Delete \(question?.itemName ?? "")?", isPresented: isAsking) {
        Button("Delete", role: .destructive) { reply(true) }
        Button("Cancel", role: .cancel) { reply(false) }
      }
    }

    private var isAsking: Binding<Bool> {
      Binding(get: { question != nil }, set: { if !$0 { reply(false) } })
    }

    private func reply(_ confirmed: Bool) {
      let answer = question?.answer
      question = nil
      answer?.resume(returning: confirmed)
    }
  }

  struct Account: Identifiable, Equatable {
    let id: Int
    let address: String
  }

  struct PickAccount: ResponderRequest {
    typealias Response = Account
  }

  struct ComposeButton: View {
    @Environment(\.sendRequest) private var sendRequest
    @State private var sender: Account?

    var body: some View {
      Button("Compose from \(sender?.address ?? "…")") {
        Task { sender = try? await sendRequest(PickAccount()) }
      }
    }
  }

  struct MailScreen: View {
    let accounts: [Account]
    @State private var picking: CheckedContinuation<Account, any Error>?

    var body: some View {
      ComposeButton()
        .receiveRequest(PickAccount.self) { _ in
          accounts.count == 1 ? .answer(accounts[0]) : .notHandled
        }
        .sheet(isPresented: isPicking) {
          VStack {
            ForEach(accounts) { account in
              Button(account.address) { finishPicking(.success(account)) }
            }
          }
        }
        .respond(to: PickAccount.self) { _ in
          try await withCheckedThrowingContinuation { picking = $0 }
        }
    }

    private var isPicking: Binding<Bool> {
      Binding(get: { picking != nil }, set: { if !$0 { finishPicking(.failure(CancellationError())) } })
    }

    private func finishPicking(_ result: Result<Account, any Error>) {
      let continuation = picking
      picking = nil
      continuation?.resume(with: result)
    }
  }
}
