// The Commands article's two-window example, run as it shows it: window-level responders are
// reachable with nothing focused (ARCHITECTURE.md, Commands), each window with its own.
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  extension CommandsSnippets {
    @MainActor
    @Suite("Commands article: window-level responders in two windows (Commands)")
    struct CommandsArticleTests {
      @Test("New and Duplicate, on the window's root view, both work in the key window with nothing focused")
      func windowLevelRespondersInTwoWindows() throws {
        let app = AppHost(TwoWindowNotesApp())
        let first = try #require(app.keyWindow)
        let second = try app.openWindow()
        try app.menuItem("New Note").choose()
        try app.menuItem("Duplicate").choose()
        #expect(second.host.findAll(text: "Untitled").count == 2)
        #expect(first.host.findAll(text: "Untitled").isEmpty)
      }
    }
  }
#endif
