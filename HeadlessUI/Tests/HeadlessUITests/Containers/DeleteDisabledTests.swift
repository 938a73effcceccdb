import HeadlessUI
import Testing

private struct Items: View {
  @State private var items = ["Locked", "Free"]

  var body: some View {
    List {
      ForEach(items, id: \.self) { item in
        Text(item).deleteDisabled(item == "Locked")
      }
      .onDelete { items.remove(atOffsets: $0) }
    }
  }
}

/// `deleteDisabled(_:)`.
@MainActor @Suite struct DeleteDisabledTests {
  // https://developer.apple.com/documentation/swiftui/view/deletedisabled(_:) — "Adds a
  // condition for whether the view's view hierarchy is deletable."
  @Test func aRowMarkedDeleteDisabledCannotBeDeletedAndOthersCan() throws {
    let host = ViewHost(Items())
    #expect(throws: ViewHostError(#"Text("Locked") is in a row marked deleteDisabled(true): it cannot be deleted."#)) {
      try host.find(text: "Locked").delete()
    }
    try host.find(text: "Free").delete()
    #expect(host.findAll(text: "Free").isEmpty)
    #expect(try host.find(text: "Locked").isMounted)
  }
}
