import HeadlessUI
import Testing

// Inert styling recorded as attributes (HeadlessUI draws and animates nothing).
// Sources: View.symbolEffect(_:options:isActive:) and symbolEffect(_:options:value:)
// (https://developer.apple.com/documentation/swiftui/view/symboleffect(_:options:isactive:),
// https://developer.apple.com/documentation/swiftui/view/symboleffect(_:options:value:)): an
// indefinite effect runs while `isActive` is true, a discrete one each time `value` changes;
// Text.strikethrough(_:pattern:color:)
// (https://developer.apple.com/documentation/swiftui/text/strikethrough(_:pattern:color:)): the
// line's pattern and color, `nil` for the foreground color.

@MainActor @Suite struct SymbolEffectAndLineStyleTests {
  @Test func aSymbolEffectRecordsItsEffectVariantsOptionsAndTrigger() throws {
    let host = ViewHost(VStack {
      Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing, options: .repeating, isActive: false)
      Image(systemName: "bell").symbolEffect(.bounce.down.up, options: .nonRepeating.speed(0.5), value: "new")
      Image(systemName: "heart").symbolEffect(.scale.up.wholeSymbol)
    })
    let effects = host.findAll(Image.self).map { $0.attribute("symbolEffect") }
    #expect(effects == [
      ".variableColor.iterative.reversing, repeat: nil, isActive: false",
      ".bounce.up, speed: 0.5, repeat: 1, value: \"new\"",
      ".scale.up.wholeSymbol, isActive: true",
    ])
  }

  @Test func aSymbolEffectRecordsTheLatestTriggerValue() throws {
    struct Bell: View {
      @State var unread = 0
      var body: some View {
        Button("Receive") { unread += 1 }.symbolEffect(.bounce, value: unread)
      }
    }
    let host = ViewHost(Bell())
    try host.button("Receive").tap()
    #expect(try host.button("Receive").attribute("symbolEffect") == ".bounce, value: 1")
  }

  @Test func aPatternedStrikethroughRecordsItsPatternAndColor() throws {
    let host = ViewHost(VStack {
      Text("Was $20").strikethrough(pattern: .dashDotDot, color: .red)
      Text("In stock").strikethrough(false, pattern: .solid)
    })
    #expect(try host.find(text: "Was $20").attribute("strikethrough") == "true, pattern: .dashDotDot, color: red")
    #expect(try host.find(text: "In stock").attribute("strikethrough") == "false, pattern: .solid")
  }
}
