// Acceptance tests of ARCHITECTURE.md, Commands and Requests together: a menu command sends a request
// from the focused view (`@FocusedValue(\.sendRequest)`) and acts on the answer. The app is the
// Commands article's ("Commands that ask"), driven through HeadlessUI's AppHost.
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  extension CommandsSnippets {
    @MainActor
    @Suite("Commands that send requests: the focused view's responders answer (Commands and Requests)")
    struct CommandRequestAcceptanceTests {
      let exports = ExportQueue()

      /// Chooses Note > Export and lets the command's task finish.
      private func export(in app: AppHost) async throws {
        try app.menuItem("Export", in: "Note").choose()
        try await app.settle()
        await drainMainActor()
      }

      @Test("The focused row answers the command's request, and the command acts on its answer")
      func focusedRowAnswers() async throws {
        let app = AppHost(ExportingNotesApp(exports: exports))
        try #require(app.keyWindow).host.find(text: "Sketch").focus()
        try await export(in: app)
        #expect(exports.formats == [.plainText])
        #expect(exports.failures.isEmpty)
      }

      @Test("A focused row without a responder leaves the answer to the list outer to it")
      func listAnswersForItsRows() async throws {
        let app = AppHost(ExportingNotesApp(exports: exports))
        try #require(app.keyWindow).host.find(text: "Ideas").focus()
        try await export(in: app)
        #expect(exports.formats == [.markdown])
      }

      @Test("Nothing answers from the focused field: the command receives RequestNotAnswered, with the runtime issue")
      func nothingAnswers() async throws {
        let app = AppHost(ExportingNotesApp(exports: exports))
        try #require(app.keyWindow).host.textField("Search").focus()
        #expect(try app.menuItem("Export").isEnabled)
        try await withKnownIssue {
          try await export(in: app)
        } matching: { issue in
          issue.comments.first?.rawValue
            == "Unanswered request PickExportFormat: no responder answered it. "
            + "Add .respond(to: PickExportFormat.self) { … } to an ancestor view."
        }
        #expect(exports.formats.isEmpty)
        #expect(exports.failures.count == 1)
        #expect(exports.failures.first?.hasPrefix("No responder answered PickExportFormat (sent at HierarchyResponderTests/CommandsSnippets.swift:") == true)
      }
    }
  }
#endif
