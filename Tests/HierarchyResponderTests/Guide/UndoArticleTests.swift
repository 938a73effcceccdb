// The Commands article's "Undo and Redo" code, run on HeadlessUI.
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  @MainActor
  @Suite("Undo and Redo section")
  struct UndoArticleTests {
    typealias Snippets = UndoSnippets

    @Test("The article's list: Delete, then Undo restores the row and Redo deletes it again, titled by the action")
    func undoAndRedoTheArticlesDelete() throws {
      let app = AppHost(Snippets.ItemsApp())
      let window = try #require(app.keyWindow)
      func rows() -> [String] { ["Groceries", "Ideas"].filter { !window.host.findAll(text: "Delete \($0)").isEmpty } }
      try window.host.button("Delete Groceries").tap()
      try app.update()
      #expect(rows() == ["Ideas"])

      try app.menuItem("Undo Delete Groceries", in: "Edit").choose()
      #expect(rows() == ["Groceries", "Ideas"])

      try app.menuItem("Redo Delete Groceries", in: "Edit").choose()
      #expect(rows() == ["Ideas"])
      #expect(try app.menuItem("Undo Delete Groceries", in: "Edit").isEnabled)
    }
  }
#endif
