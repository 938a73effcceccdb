import HeadlessUI
import Testing

private struct Texts: View {
  var body: some View {
    VStack {
      Text("Count: \(3)")
      Text("Price: \(2.5)")
      Text("Rounded: \(2.5, specifier: "%.1f")")
      Text("Hello, \("Ada")")
      Text("Nested \(Text("text"))")
      Text(verbatim: "100% \\(raw)")
      Text("Name: ") + Text("Ada").bold()
      Text(String("from a String"))
    }
  }
}

@MainActor @Suite struct TextTests {
  @Test func localizedKeysFormatInterpolationsLikeSwiftUI() {
    let host = ViewHost(Texts())
    #expect(host.root.texts == [
      "Count: 3", "Price: 2.500000", "Rounded: 2.5", "Hello, Ada", "Nested text", "100% \\(raw)",
      "Name: Ada", "from a String",
    ])
  }

  @Test func localizedStringKeysCompareByKeyAndText() {
    let count = 3
    #expect(LocalizedStringKey("Count: \(count)") == LocalizedStringKey("Count: \(3)"))
    #expect(LocalizedStringKey("a") != LocalizedStringKey("b"))
    #expect(Text("a") == Text("a"))
  }

  @Test func modifiedTextShowsItsModifiersInTheDump() {
    let host = ViewHost(Text("Bold").bold().italic())
    #expect(host.render() == #"Text("Bold").bold().italic()"#)
  }
}
