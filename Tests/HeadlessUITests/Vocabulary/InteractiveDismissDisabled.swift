import Foundation
import HeadlessUI
import Testing

/// `InteractiveDismissDisabled` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct InteractiveDismissDisabledUsage: View {
  var body: some View {
    Text("Edit").interactiveDismissDisabled()
  }
}

@MainActor @Test func interactiveDismissDisabledCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(InteractiveDismissDisabledUsage())
  #expect(try host.find(text: "Edit").attribute("interactiveDismissDisabled") == "true")
}
