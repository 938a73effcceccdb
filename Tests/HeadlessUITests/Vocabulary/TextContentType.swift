import Foundation
import HeadlessUI
import Testing

/// `TextContentType` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct TextContentTypeUsage: View {
  var body: some View {
    TextField("Email", text: .constant("")).textContentType(.emailAddress)
  }
}

@MainActor @Test func textContentTypeCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(TextContentTypeUsage())
  #expect(try host.textField("Email").attribute("textContentType") == ".emailAddress")
}
