import Foundation
import HeadlessUI
import Testing

/// `TextFieldAxis` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct TextFieldAxisUsage: View {
  var body: some View {
    TextField("Message", text: .constant("Hi"), axis: .vertical)
  }
}

@MainActor @Test func textFieldAxisCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(TextFieldAxisUsage())
  #expect(try host.textField("Message").textFieldValue == "Hi")
}
