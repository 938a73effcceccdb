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
      Snippets.Model.store.items = [Snippets.Item(name: "Groceries"), Snippets.Item(name: "Ideas")]
      let app = AppHost(Snippets.ItemsApp())
      let window = try #require(app.keyWindow)
      try window.host.button("Delete Groceries").tap()
      try app.update()
      #expect(Snippets.Model.store.items.map(\.name) == ["Ideas"])

      try app.menuItem("Undo Delete Groceries", in: "Edit").choose()
      #expect(Snippets.Model.store.items.map(\.name) == ["Groceries", "Ideas"])

      try app.menuItem("Redo Delete Groceries", in: "Edit").choose()
      #expect(Snippets.Model.store.items.map(\.name) == ["Ideas"])
      #expect(try app.menuItem("Undo Delete Groceries", in: "Edit").isEnabled)
    }
  }
#endif
