import HeadlessUI
import Testing

private struct Toolbar: View {
  @State private var likes = 0
  var body: some View {
    HStack {
      Button { likes += 1 } label: { Image(systemName: "heart") }
        .accessibilityIdentifier("like")
        .accessibilityLabel("Like")
      Text("\(likes) likes").accessibilityIdentifier("likes")
      Text("Share").accessibilityLabel(Text("Share post"))
    }
  }
}

@MainActor @Suite struct AccessibilityQueryTests {
  @Test func aViewIsFoundByAccessibilityIdentifierAndTappedThroughIt() throws {
    let host = ViewHost(Toolbar())
    try host.find(identifier: "like").tap()
    #expect(try host.find(identifier: "likes").text == "1 likes")
  }

  @Test func identifierAndLabelOfOneViewMergeIntoOneModifier() throws {
    let host = ViewHost(Toolbar())
    let like = try host.find(label: "Like")
    #expect(like.accessibilityIdentifier == "like")
    #expect(like.accessibilityLabel == "Like")
    #expect(like.typeName.hasPrefix("Button"))
    #expect(host.render().contains(#".accessibilityIdentifier("like").accessibilityLabel("Like")"#))
  }

  @Test func aMissingIdentifierListsTheIdentifiersOnScreen() {
    let host = ViewHost(Toolbar())
    #expect(throws: ViewHostError(#"No view with accessibility identifier "share" found. Identifiers: "like", "likes"."#)) {
      try host.find(identifier: "share")
    }
  }

  @Test func aMissingLabelListsTheLabelsOnScreen() {
    let host = ViewHost(Toolbar())
    #expect(throws: ViewHostError(#"No view with accessibility label "Delete" found. Labels: "Like", "Share post"."#)) {
      try host.find(label: "Delete")
    }
  }

  @Test func aRepeatedIdentifierIsReportedWhenOneIsExpected() {
    let host = ViewHost(VStack { Text("A").accessibilityIdentifier("row"); Text("B").accessibilityIdentifier("row") })
    #expect(host.findAll(identifier: "row").map(\.text) == ["A", "B"])
    #expect(throws: ViewHostError(#"Found 2 views with accessibility identifier "row", expected one."#)) {
      try host.find(identifier: "row")
    }
  }
}
