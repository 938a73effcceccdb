import Foundation
import HeadlessUI
import Testing

/// `TextEditor` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct TextEditorUsage: View {
  var body: some View {
    TextEditor(text: .constant("Notes"))
  }
}

@MainActor @Test func textEditorCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(TextEditorUsage())
  #expect(try host.root.textEditor().textFieldValue == "Notes")
}
