// The Published Events article's code (Documentation.docc/PublishedEvents.md), as it shows it (keep
// both in step), inside the app code it leaves out. Checked against SwiftUI by the apple-check, and
// hosted by PublishedEventsTests.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import Foundation
import HierarchyResponder

extension Notification.Name {
  /// How the app learns about a shake (posted, on Apple platforms, by a `UIWindow` subclass that
  /// overrides `motionEnded(_:with:)`).
  static let deviceDidShake = Notification.Name("PublishedEventsSnippets.deviceDidShake")
}

enum PublishedEventsSnippets {
  struct ShakeEvent: Event {}

  struct Book: Identifiable, Equatable {
    let id: Int
    let title: String
  }

  static let books = [Book(id: 1, title: "Middlemarch"), Book(id: 2, title: "Persuasion")]

  struct RootView: View {
    @State var shake: EventPublisher<ShakeEvent>?

    var body: some View {
      LibraryScreen()
        .publisher(for: ShakeEvent.self, id: "shake") { publisher in
          shake = publisher
        }
        .onReceive(NotificationCenter.default.publisher(for: .deviceDidShake)) { _ in
          shake?(ShakeEvent())
        }
    }
  }

  /// The same screen with the article's `.allLevels` publisher.
  struct AllLevelsRootView: View {
    @State var shake: EventPublisher<ShakeEvent>?

    var body: some View {
      LibraryScreen()
        .publisher(for: ShakeEvent.self, id: "shake", destination: .allLevels) { shake = $0 }
        .onReceive(NotificationCenter.default.publisher(for: .deviceDidShake)) { _ in
          shake?(ShakeEvent())
        }
    }
  }

  struct LibraryScreen: View {
    @State var openBook: Book?
    @State var showsUndo = false

    var body: some View {
      ZStack {
        BookList(open: $openBook)
        if let book = openBook {
          BookReader(book: book, close: { openBook = nil })
        }
      }
      .subscribe(to: ShakeEvent.self) { _ in
        showsUndo = true
      }
      .alert("Undo the last change?", isPresented: $showsUndo) {
        Button("Undo") { undoLastChange() }
        Button("Cancel", role: .cancel) {}
      }
    }

    func undoLastChange() {}
  }

  struct BookReader: View {
    let book: Book
    let close: () -> Void
    @State var showsNightModeToggle = false

    var body: some View {
      VStack {
        Button("Library") { close() }
        ReaderPages(book: book)
        if showsNightModeToggle {
          NightModeToggle()
        }
      }
      .subscribe(to: ShakeEvent.self) { _ in
        showsNightModeToggle = true
      }
    }
  }

  struct BookList: View {
    @Binding var open: Book?

    var body: some View {
      VStack {
        ForEach(PublishedEventsSnippets.books) { book in
          Button(book.title) { open = book }
        }
      }
    }
  }

  struct ReaderPages: View {
    let book: Book
    var body: some View { Text("Page 1 of \(book.title)") }
  }

  struct NightModeToggle: View {
    var body: some View { Text("Night mode") }
  }
}

extension PublishedEventsSnippets {
  /// What the inbox and the drafts received, in order.
  @MainActor
  final class DraftsLog {
    var entries: [String] = []
  }

  /// Drafts the user reorders inside a sheet; each one subscribes to the shake.
  struct DraftList: View {
    @State var drafts = ["Monday", "Tuesday"]
    let log: DraftsLog

    var body: some View {
      Button("Move Tuesday up") { drafts.reverse() }
      ForEach(drafts, id: \.self) { draft in
        Text(draft)
          .subscribe(to: ShakeEvent.self) { _ in log.entries.append(draft) }
      }
    }
  }

  /// An inbox that shows the drafts in a sheet; a shake reaches the inbox, then every draft.
  struct DraftsInbox: View {
    @State var showsDrafts = false
    @State var shake: EventPublisher<ShakeEvent>?
    let log: DraftsLog

    var body: some View {
      Button("Drafts") { showsDrafts = true }
        .sheet(isPresented: $showsDrafts) {
          DraftList(log: log)
            .subscriberOrderRoot()
        }
        .subscribe(to: ShakeEvent.self) { _ in log.entries.append("Inbox") }
        .publisher(for: ShakeEvent.self, destination: .allLevels) { shake = $0 }
        .onReceive(NotificationCenter.default.publisher(for: .deviceDidShake)) { _ in
          shake?(ShakeEvent())
        }
    }
  }
}

#if !canImport(SwiftUI)
  // (On a Mac, with `HIERARCHY_RESPONDER_HEADLESS=1` too, Foundation gives it through Combine.)
  /// Foundation's `NotificationCenter.publisher(for:object:)` comes with Apple's Combine; Linux's
  /// Foundation has none, so the article's call is given here on OpenCombine (as HeadlessUI gives it).
  extension NotificationCenter {
    func publisher(for name: Notification.Name) -> NotificationPublisher {
      NotificationPublisher(center: self, name: name)
    }
  }

  /// The notifications of one name, as a publisher.
  struct NotificationPublisher: Publisher {
    typealias Output = Notification
    typealias Failure = Never

    let center: NotificationCenter
    let name: Notification.Name

    func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
      let subject = PassthroughSubject<Notification, Never>()
      let relay = UncheckedSendableSubject(subject: subject)
      let observer = center.addObserver(forName: name, object: nil, queue: nil) { relay.subject.send($0) }
      let center = UncheckedSendableCenter(center: center, observer: observer)
      subject.handleEvents(receiveCancel: { center.remove() }).receive(subscriber: subscriber)
    }
  }

  /// The subject the observer block sends to (the block may run on any thread; the snippet's
  /// notifications are posted on the main actor).
  struct UncheckedSendableSubject: @unchecked Sendable {
    let subject: PassthroughSubject<Notification, Never>
  }

  /// Removes the observer when the subscription is cancelled.
  struct UncheckedSendableCenter: @unchecked Sendable {
    let center: NotificationCenter
    let observer: any NSObjectProtocol
    func remove() { center.removeObserver(observer) }
  }
#endif
