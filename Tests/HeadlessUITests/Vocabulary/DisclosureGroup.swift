import Foundation
import HeadlessUI
import Testing

/// `DisclosureGroup` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct DisclosureGroupUsage: View {
  var body: some View {
    DisclosureGroup("Details") { Text("Cotton") }
  }
}

@MainActor @Test func disclosureGroupCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(DisclosureGroupUsage())
  #expect(try host.disclosureGroup("Details").isExpanded == false)
}
