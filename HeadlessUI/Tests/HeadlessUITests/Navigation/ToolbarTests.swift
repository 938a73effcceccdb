import HeadlessUI
import Testing

private struct SaveItems: ToolbarContent {
  let log: Log
  var body: some ToolbarContent {
    ToolbarItem(placement: .confirmationAction) { Button("Save") { log.add("save") } }
    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { log.add("cancel") } }
  }
}

@MainActor @Suite struct ToolbarTests {
  @Test func toolbarItemsAreOnScreenWithTheirView() throws {
    let log = Log()
    let host = ViewHost(
      NavigationStack {
        Text("Editor")
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) { Button("Add") { log.add("add") } }
            ToolbarItemGroup(placement: .bottomBar) { Button("Share") { log.add("share") } }
          }
      }
    )
    try host.button("Add").tap()
    try host.button("Share").tap()
    #expect(log.entries == ["add", "share"])
    #expect(host.render().contains("ToolbarItem(.topBarTrailing)"))
  }

  @Test func customToolbarContentIsRenderedThroughItsBody() throws {
    let log = Log()
    let host = ViewHost(Text("Form").toolbar { SaveItems(log: log) })
    try host.button("Cancel").tap()
    #expect(log.entries == ["cancel"])
  }

  @Test func conditionalToolbarItemsFollowTheirCondition() throws {
    struct Editing: View {
      @State private var isEditing = false
      var body: some View {
        Text("List").toolbar {
          if isEditing {
            ToolbarItem { Button("Done") { isEditing = false } }
          } else {
            ToolbarItem { Button("Edit") { isEditing = true } }
          }
        }
      }
    }
    let host = ViewHost(Editing())
    try host.button("Edit").tap()
    try host.button("Done").tap()
    #expect(try host.button("Edit").isMounted)
  }
}
