// The layer's acceptance tests drive views through HeadlessUI: they run where the layer is
// built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  /// May the note be deleted? Answered by the screen that owns the notes.
  struct ConfirmNoteDeletion: ResponderRequest {
    typealias Response = Bool
    let title: String
  }

  /// Which account should the sheet use? Answered by its presenter.
  struct ChooseAccount: ResponderRequest {
    typealias Response = String
  }

  /// A row that asks before it deletes its note.
  struct DeletableNoteRow: View {
    let title: String
    let recorder: Recorder
    let delete: @MainActor (String) -> Void
    @Environment(\.sendRequest) private var sendRequest

    var body: some View {
      Button("Delete \(title)") {
        Task {
          do {
            let confirmed = try await sendRequest(ConfirmNoteDeletion(title: title))
            recorder("\(title): \(confirmed ? "confirmed" : "kept")")
            if confirmed { delete(title) }
          } catch {
            recorder("\(title): \(type(of: error))")
          }
        }
      }
    }
  }

  /// A user's answer that a dialog will give: the request's continuation, kept while the dialog shows.
  struct PendingChoice {
    let title: String
    let answer: CheckedContinuation<Bool, Never>
  }

  /// The notes screen: it answers each deletion request by asking the user in a confirmation dialog.
  struct NotesScreen: View {
    @State var notes = ["Groceries", "Ideas"]
    @State private var pending: PendingChoice?
    let recorder: Recorder

    var body: some View {
      VStack {
        ForEach(notes, id: \.self) { title in
          DeletableNoteRow(title: title, recorder: recorder) { deleted in notes.removeAll { $0 == deleted } }
        }
      }
      .respond(to: ConfirmNoteDeletion.self) { request in
        await withCheckedContinuation { pending = PendingChoice(title: request.title, answer: $0) }
      }
      .confirmationDialog(
        "Delete \(pending?.title ?? "")?",
        isPresented: Binding(get: { pending != nil }, set: { if !$0 { choose(false) } })
      ) {
        Button("Delete", role: .destructive) { choose(true) }
        Button("Keep", role: .cancel) { choose(false) }
      }
      .responderName("Notes")
    }

    private func choose(_ confirmed: Bool) {
      let answer = pending?.answer
      pending = nil
      answer?.resume(returning: confirmed)
    }
  }

  /// A stack whose pushed screen answers deletion requests from its own rows, with a dialog
  /// that the test never answers.
  struct NotesStack: View {
    @State var path: [String] = []
    let recorder: Recorder

    var body: some View {
      NavigationStack(path: $path) {
        Button("Open notes") { path.append("Notes") }
          .navigationDestination(for: String.self) { _ in NotesScreen(recorder: recorder) }
      }
      .onJourney { recorder.journeys.append($0) }
    }
  }

  /// A sheet's content that asks its presenter which account to use.
  struct AccountSheet: View {
    let recorder: Recorder
    @Environment(\.sendRequest) private var sendRequest

    var body: some View {
      Button("Use account") {
        Task { recorder("using \((try? await sendRequest(ChooseAccount())) ?? "none")") }
      }
    }
  }

  /// Presents the sheet and answers its requests.
  struct AccountPresenter: View {
    @State private var isPresented = true
    let recorder: Recorder

    var body: some View {
      Text("Mail")
        .sheet(isPresented: $isPresented) { AccountSheet(recorder: recorder) }
        .respond(to: ChooseAccount.self) { _ in "work@example.com" }
    }
  }

  @MainActor
  @Suite("Requests: a view asks the hierarchy and awaits a typed answer (Requests)")
  struct RequestAcceptanceTests {
    @Test("A delete confirmation: the responder shows a confirmation dialog and answers with the user's choice")
    func deleteConfirmation() async throws {
      let recorder = Recorder()
      let host = ViewHost(NotesScreen(recorder: recorder).onJourney { recorder.journeys.append($0) })
      try host.button("Delete Groceries").tap()
      await drainMainActor()
      try host.update()
      #expect(host.confirmationDialog?.title == "Delete Groceries?")
      try host.confirmationDialog?.tapButton("Delete")
      await drainMainActor()
      try await host.settle()
      #expect(recorder.entries == ["Groceries: confirmed"])
      #expect(host.findAll(label: "Delete Groceries").isEmpty)
      #expect(host.confirmationDialog == nil)
      #expect(recorder.journeys.map(\.outcome.description).count == 1)
      guard case .handled(let site, .respond) = recorder.journeys.first?.outcome else {
        Issue.record("not answered by .respond: \(recorder.journeys)")
        return
      }
      #expect(site.name == "Notes")

      try host.button("Delete Ideas").tap()
      await drainMainActor()
      try host.update()
      try host.confirmationDialog?.tapButton("Keep")
      await drainMainActor()
      try await host.settle()
      #expect(recorder.entries == ["Groceries: confirmed", "Ideas: kept"])
      #expect((try? host.button("Delete Ideas")) != nil)
    }

    @Test("The answering screen popped while its answer is pending: the requester receives CancellationError")
    func answeringScreenPopped() async throws {
      let recorder = Recorder()
      let host = ViewHost(NotesStack(recorder: recorder))
      try host.button("Open notes").tap()
      try host.button("Delete Ideas").tap()
      await drainMainActor()
      try host.update()
      #expect(host.confirmationDialog?.title == "Delete Ideas?")
      try host.navigationStack().pop()
      await drainMainActor()
      try await host.settle()
      #expect(recorder.entries == ["Ideas: CancellationError"])
      #expect(endedCancelled(recorder.journeys, at: "Notes"))
    }

    @Test("A request sent from a sheet is answered by the view that presents it")
    func sheetAskedItsPresenter() async throws {
      let recorder = Recorder()
      let host = ViewHost(AccountPresenter(recorder: recorder))
      try host.button("Use account").tap()
      await drainMainActor()
      #expect(recorder.entries == ["using work@example.com"])
    }

    @Test("A request nobody answers is one runtime issue at the sending line, and RequestNotAnswered to the requester")
    func unanswered() async throws {
      let recorder = Recorder()
      let host = ViewHost(AccountSheet(recorder: recorder))
      try await withKnownIssue {
        try host.button("Use account").tap()
        await drainMainActor()
      } matching: { issue in
        issue.comments.first?.rawValue
          == "Unanswered request ChooseAccount: no responder answered it. Add .respond(to: ChooseAccount.self) { … } to an ancestor view."
      }
      #expect(recorder.entries == ["using none"])
    }
  }
#endif
