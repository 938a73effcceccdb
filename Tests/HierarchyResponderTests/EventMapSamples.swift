// Small apps the event map's tests crawl: a shop with three defects on purpose, and a library
// whose last screen is a sheet presented from a pushed screen.
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder

  struct BuyEvent: Event {}
  struct ShareItemEvent: Event {}
  struct WishEvent: Event {}
  struct PriceRequest: ResponderRequest { typealias Response = Int }

  /// Three defects: Buy's handler was removed, nobody answers the price, and Share is sent
  /// through a declaration that does not list it.
  struct BrokenShopScreen: View {
    var body: some View {
      VStack {
        EventButton("Buy", event: BuyEvent())
        PriceButton()
        VStack {
          EventButton("Wish", event: WishEvent())
          EventButton("Share", event: ShareItemEvent())
        }
        .triggers(WishEvent.self)
      }
      .handleEvent(WishEvent.self) {}
      .handleEvent(ShareItemEvent.self) {}
      .responderName("Shop")
    }
  }

  /// The same shop, repaired: every value has a taker and every declaration lists what passes.
  struct RepairedShopScreen: View {
    var body: some View {
      VStack {
        EventButton("Buy", event: BuyEvent())
        PriceButton()
        VStack {
          EventButton("Wish", event: WishEvent())
          EventButton("Share", event: ShareItemEvent())
        }
        .triggers(WishEvent.self, ShareItemEvent.self)
      }
      .handleEvent(BuyEvent.self) {}
      .handleEvent(WishEvent.self) {}
      .handleEvent(ShareItemEvent.self) {}
      .respond(to: PriceRequest.self) { _ in 42 }
      .responderName("Shop")
    }
  }

  /// Asks for the price (from its own position, so that the screen's responders are outer to it).
  struct PriceButton: View {
    @Environment(\.sendRequest) private var sendRequest

    var body: some View {
      Button("Price") { Task { _ = try? await sendRequest(PriceRequest()) } }
    }
  }

  struct RefundEvent: Event {}

  /// Declares a refund that none of its controls sends.
  struct RefundingScreen: View {
    var body: some View {
      VStack {
        EventButton("Wish", event: WishEvent())
      }
      .triggers(WishEvent.self, RefundEvent.self)
      .handleEvent(WishEvent.self) {}
      .handleEvent(RefundEvent.self) {}
    }
  }

  struct BorrowEvent: Event {}

  /// A stack whose pushed screen presents a sheet, whose button sends the event.
  struct LibraryApp: View {
    var body: some View {
      NavigationStack {
        List {
          NavigationLink("Shelf") { ShelfScreen() }
        }
        .navigationTitle("Library")
      }
      .handleEvent(BorrowEvent.self) {}
      .responderName("Library")
    }
  }

  struct ShelfScreen: View {
    @State private var showsBook = false

    var body: some View {
      Button("Open book") { showsBook = true }
        .navigationTitle("Shelf")
        .sheet(isPresented: $showsBook) { BookSheet() }
    }
  }

  struct BookSheet: View {
    var body: some View {
      EventButton("Borrow", event: BorrowEvent())
    }
  }

  struct SyncEvent: Event {}

  /// An `async` handler that waits far longer than a crawl does (a server that never answers);
  /// removing the screen cancels it.
  struct StuckScreen: View {
    var body: some View {
      EventButton("Sync", event: SyncEvent())
        .handleEvent(SyncEvent.self) { (_: SyncEvent) async in
          try? await Task.sleep(nanoseconds: 60_000_000_000)
        }
    }
  }
#endif

#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder

  struct ArchiveMessageEvent: Event {}

  /// A Mac app whose Message menu archives: the command's event goes to the window's responder.
  struct MailDesktopApp: App {
    var body: some Scene {
      WindowGroup {
        Text("Inbox")
          .handleEvent(ArchiveMessageEvent.self) {}
          .responderName("Mailbox")
      }
      .commands {
        CommandMenu("Message") {
          EventCommand("Archive", event: ArchiveMessageEvent())
            .keyboardShortcut("e")
        }
      }
    }
  }
#endif
