import Foundation
import HeadlessUI
import Testing

private struct DynamicTypeReader: View {
  @Environment(\.dynamicTypeSize) private var size
  var body: some View { Text(size.isAccessibilitySize ? "accessibility" : "standard") }
}

/// `DynamicTypeSize` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct DynamicTypeSizeUsage: View {
  var body: some View {
    DynamicTypeReader().dynamicTypeSize(.accessibility1)
  }
}

@MainActor @Test func dynamicTypeSizeCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(DynamicTypeSizeUsage())
  #expect(try host.find(text: "accessibility").isMounted)
}
