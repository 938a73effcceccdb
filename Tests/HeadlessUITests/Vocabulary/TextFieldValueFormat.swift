import Foundation
import HeadlessUI
import Testing

/// `TextFieldValueFormat` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct TextFieldValueFormatUsage: View {
  var body: some View {
    TextField("Price", value: .constant(9.5), format: .number)
  }
}

@MainActor @Test func textFieldValueFormatCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(TextFieldValueFormatUsage())
  #expect(try host.textField("Price").textFieldValue == "9.5")
}
