import HeadlessUI
import Testing

private struct Screen: View {
  @State private var name = ""

  var body: some View {
    VStack {
      Text("Title")
      Text("Same")
      Text("Same")
      Item()
      TextField("Name", text: $name)
      Button("Save") {}
      Button("Save") {}
      Button("Cancel", role: .cancel) {}
    }
  }
}

private struct Item: View {
  var body: some View { Text("item") }
}

private struct Missing: View {
  var body: some View { EmptyView() }
}

@MainActor @Suite struct ViewHostQueryTests {
  @Test func findingAMissingTextListsTheTextsOnScreen() {
    let host = ViewHost(Screen())
    #expect(throws: ViewHostError(
      #"No view with text "Nope" found. Texts: "Title", "Same", "Same", "item", "Name", "Save", "Save", "Cancel"."#
    )) {
      try host.find(text: "Nope")
    }
  }

  @Test func findingOneOfSeveralThrows() {
    let host = ViewHost(Screen())
    #expect(throws: ViewHostError(#"Found 2 views with text "Same", expected one."#)) { try host.find(text: "Same") }
    #expect(throws: ViewHostError(#"Found 2 buttons titled "Save", expected one."#)) { try host.button("Save") }
    #expect(host.findAll(text: "Same").count == 2)
    #expect(host.root.findAllButtons("Save").count == 2)
  }

  @Test func findingAMissingButtonListsTheButtons() {
    let host = ViewHost(Screen())
    #expect(throws: ViewHostError(#"No button titled "Delete" found. Buttons: "Save", "Save", "Cancel"."#)) {
      try host.button("Delete")
    }
  }

  @Test func findingAMissingTypeListsTheCustomViews() throws {
    let host = ViewHost(Screen())
    #expect(throws: ViewHostError("No view of type Missing found. Custom views: Screen, Item.")) {
      try host.find(Missing.self)
    }
    #expect(try host.find(Item.self).texts == ["item"])
  }

  @Test func findingAMissingTextFieldListsTheTextFields() throws {
    let host = ViewHost(Screen())
    #expect(throws: ViewHostError(#"No text field titled "Email" found. Text fields: "Name"."#)) {
      try host.textField("Email")
    }
    try host.textField("Name").enterText("Ada")
    #expect(try host.textField("Name").textFieldValue == "Ada")
  }

  @Test func aHandleOnARemovedViewThrows() throws {
    let host = ViewHost(Screen())
    let button = try host.button("Cancel")
    #expect(button.buttonRole == .cancel)
    #expect(throws: ViewHostError(#"Text("Title") is not a text field."#)) {
      try host.find(text: "Title").enterText("x")
    }
  }

  @Test func searchesAreScopedToTheHandlesSubtree() throws {
    let host = ViewHost(Screen())
    let item = try host.find(Item.self)
    #expect(throws: ViewHostError(#"No view with text "Title" found. Texts: "item"."#)) {
      try item.find(text: "Title")
    }
  }
}
