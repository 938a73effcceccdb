import Foundation
import HeadlessUI
import Testing

/// `TextInputAutocapitalization` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct TextInputAutocapitalizationUsage: View {
  var body: some View {
    TextField("Name", text: .constant("")).textInputAutocapitalization(.words)
  }
}

@MainActor @Test func textInputAutocapitalizationCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(TextInputAutocapitalizationUsage())
  #expect(try host.textField("Name").attribute("textInputAutocapitalization") == ".words")
}
