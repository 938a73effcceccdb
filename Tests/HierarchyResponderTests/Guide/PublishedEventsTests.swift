// The Published Events article's example, hosted: a shake reaches the screen the article says.
// HeadlessUI hosts it: the test runs where the layer is built on it (Linux, or
// `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  import Foundation
  import HeadlessUI
  import HierarchyResponder
  import Testing

  @MainActor
  @Suite("Published Events article")
  struct PublishedEventsTests {
    typealias Snippets = PublishedEventsSnippets

    func shake() {
      NotificationCenter.default.post(name: .deviceDidShake, object: nil)
    }

    @Test("A shake reaches the library while no book is open: it offers to undo")
    func shakeReachesTheLibrary() throws {
      let host = ViewHost(Snippets.RootView())
      #expect(host.alert == nil)
      shake()
      try host.update()
      #expect(host.alert?.title == "Undo the last change?")
    }

    @Test("While a book is open only the reader, on the deepest level, receives the shake")
    func shakeReachesTheReaderOnTop() throws {
      let host = ViewHost(Snippets.RootView())
      try host.button("Persuasion").tap()
      #expect(host.findAll(text: "Night mode").isEmpty)
      shake()
      try host.update()
      #expect(try host.find(text: "Night mode").isMounted)
      #expect(host.alert == nil)
    }

    @Test("After the reader closes, its subscription is gone and the next shake reaches the library")
    func shakeReachesTheLibraryAfterTheReaderCloses() throws {
      let host = ViewHost(Snippets.RootView())
      try host.button("Middlemarch").tap()
      try host.button("Library").tap()
      #expect(host.findAll(Snippets.BookReader.self).isEmpty)
      shake()
      try host.update()
      #expect(host.alert?.title == "Undo the last change?")
    }

    @Test("With .allLevels a shake reaches the library and the reader")
    func allLevelsReachesBoth() throws {
      let host = ViewHost(Snippets.AllLevelsRootView())
      try host.button("Persuasion").tap()
      shake()
      try host.update()
      #expect(try host.find(text: "Night mode").isMounted)
      #expect(host.alert?.title == "Undo the last change?")
    }

    @Test("Drafts moved inside a sheet under .subscriberOrderRoot() receive in their new order, after the inbox")
    func draftsInASheetReceiveInTreeOrder() throws {
      let log = Snippets.DraftsLog()
      let host = ViewHost(Snippets.DraftsInbox(log: log))
      try host.button("Drafts").tap()
      try host.button("Move Tuesday up").tap()
      shake()
      try host.update()
      #expect(log.entries == ["Inbox", "Tuesday", "Monday"])
    }

    @Test("When the last subscriber disappears the publisher is nil, and optional chaining does nothing")
    func nilWhenNoSubscriberIsLeft() throws {
      struct ReaderOnly: View {
        @State var reading = true
        let registered: (EventPublisher<Snippets.ShakeEvent>?) -> Void
        var body: some View {
          VStack {
            if reading {
              Snippets.BookReader(book: Snippets.books[0], close: { reading = false })
            }
          }
          .publisher(for: Snippets.ShakeEvent.self) { registered($0) }
        }
      }
      var registrations: [EventPublisher<Snippets.ShakeEvent>?] = []
      let host = ViewHost(ReaderOnly { registrations.append($0) })
      let publisher = try #require(registrations.last ?? nil)
      try host.button("Library").tap()
      #expect(registrations.count == 2)
      let shake = try #require(registrations.last)
      #expect(shake == nil)
      shake?(Snippets.ShakeEvent())
      #expect(host.findAll(text: "Night mode").isEmpty)
      _ = publisher
    }
  }
#endif
