import HeadlessUI
import Testing

private struct Titled: ViewModifier {
  let title: String
  @State private var expanded = false

  func body(content: Content) -> some View {
    VStack {
      Text(title)
      if expanded { content }
      Button(expanded ? "Collapse" : "Expand") { expanded.toggle() }
    }
  }
}

private struct Bordered: ViewModifier {
  func body(content: Content) -> some View {
    HStack {
      Text("[")
      content
      Text("]")
    }
  }
}

private struct Labeled: ViewModifier {
  func body(content: Content) -> some View {
    content.environment(\.testLabel, "from modifier")
  }
}

private struct LabelReader: View {
  @Environment(\.testLabel) private var label
  var body: some View { Text(label) }
}

@MainActor @Suite struct ViewModifierTests {
  @Test func contentAppearsWhereTheModifierBodyPlacesIt() throws {
    let host = ViewHost(Text("body").modifier(Titled(title: "Title")))
    #expect(host.root.texts == ["Title", "Expand"])
    try host.button("Expand").tap()
    #expect(host.root.texts == ["Title", "body", "Collapse"])
    #expect(host.bodyEvaluationCount(of: Titled.self) == 2)
  }

  @Test func modifiersNestAndConcatenateInOrder() {
    let host = ViewHost(Text("x").modifier(Bordered().concat(Titled(title: "T"))))
    #expect(host.root.texts == ["T", "Expand"])
    let nested = ViewHost(Text("x").modifier(Bordered()).modifier(Bordered()))
    #expect(nested.root.texts == ["[", "[", "x", "]", "]"])
  }

  @Test func contentSeesTheEnvironmentSetInTheModifierBody() {
    let host = ViewHost(LabelReader().modifier(Labeled()))
    #expect(host.root.texts == ["from modifier"])
  }

  @Test func emptyModifierShowsTheContentUnchanged() {
    let host = ViewHost(Text("same").modifier(EmptyModifier.identity))
    #expect(host.root.texts == ["same"])
  }
}
