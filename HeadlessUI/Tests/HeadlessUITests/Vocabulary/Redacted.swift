// `Redacted` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

private struct RedactionReader: View {
  @Environment(\.redactionReasons) private var reasons
  var body: some View { Text(reasons.contains(.placeholder) ? "redacted" : "plain") }
}

/// `Redacted` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct RedactedUsage: View {
  var body: some View {
    RedactionReader().redacted(reason: .placeholder)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func redactedCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(RedactedUsage())
    #expect(try host.find(text: "redacted").isMounted)
  }
#endif
