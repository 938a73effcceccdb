import Foundation
import HeadlessUI
import Testing

private struct SizeClassReader: View {
  @Environment(\.horizontalSizeClass) private var horizontal
  @Environment(\.verticalSizeClass) private var vertical
  var body: some View { Text(horizontal == .compact && vertical == .regular ? "compact" : "regular") }
}

/// `HorizontalSizeClass` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct HorizontalSizeClassUsage: View {
  var body: some View {
    SizeClassReader()
  }
}

@MainActor @Test func horizontalSizeClassCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(HorizontalSizeClassUsage())
  #expect(try host.find(text: "compact").isMounted)
}
