import Foundation
import HeadlessUI
import Testing

/// `AspectRatio` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct AspectRatioUsage: View {
  var body: some View {
    VStack { Color.gray.aspectRatio(16 / 9, contentMode: .fit).accessibilityIdentifier("a"); Color.gray.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill) }
  }
}

@MainActor @Test func aspectRatioCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(AspectRatioUsage())
  #expect(try host.find(identifier: "a").attribute("aspectRatio") == "1.7777777777777777, contentMode: .fit")
}
