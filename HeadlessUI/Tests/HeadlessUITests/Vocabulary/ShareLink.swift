// `ShareLink` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `ShareLink` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below reads what it shares on HeadlessUI.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
private struct ShareLinkUsage: View {
  let url = URL(string: "https://example.com/item/42")!

  var body: some View {
    VStack {
      ShareLink(item: url)
      ShareLink(item: "Look at this", subject: Text("Item 42"), message: Text("In the shop"))
      ShareLink("Share item", item: url)
      ShareLink(item: url) { Text("Send to a friend") }
    }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func shareLinkCompilesAsAnAppWritesItAndRenders() throws {
    let links = ViewHost(ShareLinkUsage()).shareLinks
    #expect(links.map(\.title) == ["Share", "Share", "Share item", "Send to a friend"])
    #expect(links[0].items.first as? URL == URL(string: "https://example.com/item/42"))
    #expect(links[1].subject == "Item 42")
  }
#endif
