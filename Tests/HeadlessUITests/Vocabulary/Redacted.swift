import Foundation
import HeadlessUI
import Testing

private struct RedactionReader: View {
  @Environment(\.redactionReasons) private var reasons
  var body: some View { Text(reasons.contains(.placeholder) ? "redacted" : "plain") }
}

/// `Redacted` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct RedactedUsage: View {
  var body: some View {
    RedactionReader().redacted(reason: .placeholder)
  }
}

@MainActor @Test func redactedCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(RedactedUsage())
  #expect(try host.find(text: "redacted").isMounted)
}
