import Foundation
import HeadlessUI
import Testing

// ShareLink (https://developer.apple.com/documentation/swiftui/sharelink): "People tap or click on
// a share link to present a share interface. The link typically uses a system-standard
// appearance; you only need to supply the content to share"; `init(_:item:subject:message:)`
// gives the share action a title; `subject` and `message` pre-populate the activities' fields.
// HeadlessUI presents no share interface: a test reads what the link shares.

@MainActor @Suite struct ShareLinkTests {
  private let url = URL(string: "https://example.com/item/42")!

  @Test func aShareLinkSharesItsURLWithTheSystemStandardLabel() throws {
    let host = ViewHost(ShareLink(item: url))
    let link = try host.shareLink()
    #expect(link.items.count == 1)
    #expect(link.items.first as? URL == url)
    #expect(link.title == "Share")
    #expect(link.subject == nil && link.message == nil)
  }

  @Test func aShareLinkSharesTextWithItsSubjectAndMessage() throws {
    let host = ViewHost(ShareLink(item: "Look at this", subject: Text("Item 42"), message: Text("In the shop")))
    let link = try host.shareLink()
    #expect(link.items.first as? String == "Look at this")
    #expect(link.subject == "Item 42")
    #expect(link.message == "In the shop")
  }

  @Test func aTitledShareLinkShowsItsTitle() throws {
    let host = ViewHost(ShareLink("Share item", item: url))
    #expect(try host.shareLink().title == "Share item")
    #expect(try host.find(text: "Share item").isMounted)
  }

  @Test func aShareLinkWithALabelShowsTheLabel() throws {
    let host = ViewHost(VStack {
      ShareLink(item: url) { Label("Send to a friend", systemImage: "paperplane") }
      ShareLink(item: "Code: 42")
    })
    #expect(host.shareLinks.map(\.title) == ["Send to a friend", "Share"])
    #expect(throws: ViewHostError("Found 2 share links, expected one.")) { try host.shareLink() }
  }

  @Test func withoutAShareLinkTheQueryNamesWhatIsMissing() throws {
    let host = ViewHost(Text("Nothing to share"))
    #expect(throws: ViewHostError("No ShareLink on screen.")) { try host.shareLink() }
  }
}
