import Foundation
import HeadlessUI
import Testing

/// `SubmitLabel` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct SubmitLabelUsage: View {
  var body: some View {
    TextField("Search", text: .constant("")).submitLabel(.search)
  }
}

@MainActor @Test func submitLabelCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(SubmitLabelUsage())
  #expect(try host.textField("Search").attribute("submitLabel") == ".search")
}
