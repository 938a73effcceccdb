import Foundation
import HeadlessUI
import Testing

/// `DeleteDisabled` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct DeleteDisabledUsage: View {
  var body: some View {
    List { ForEach(["A"], id: \.self) { Text($0).deleteDisabled(true) }.onDelete { _ in } }
  }
}

@MainActor @Test func deleteDisabledCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(DeleteDisabledUsage())
  #expect(try host.find(text: "A").attribute("deleteDisabled") == "true")
}
