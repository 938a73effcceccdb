import Foundation
import HeadlessUI
import Testing

/// `AutocorrectionDisabled` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct AutocorrectionDisabledUsage: View {
  var body: some View {
    TextField("User", text: .constant("")).autocorrectionDisabled()
  }
}

@MainActor @Test func autocorrectionDisabledCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(AutocorrectionDisabledUsage())
  #expect(try host.textField("User").attribute("autocorrectionDisabled") == "true")
}
