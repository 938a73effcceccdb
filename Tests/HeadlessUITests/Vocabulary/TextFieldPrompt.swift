import Foundation
import HeadlessUI
import Testing

/// `TextFieldPrompt` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct TextFieldPromptUsage: View {
  var body: some View {
    TextField("Email", text: .constant(""), prompt: Text("name@example.com"))
  }
}

@MainActor @Test func textFieldPromptCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(TextFieldPromptUsage())
  #expect(try host.textField("Email").textFieldValue == "")
}
