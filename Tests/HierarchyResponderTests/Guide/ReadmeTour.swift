// The README's before/after and its tour, as it shows them (keep both in step), inside the app code
// they leave out. Checked against SwiftUI by the apple-check, and hosted by ReadmeTourTests.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import HierarchyResponder

enum ReadmeTour {
  struct Item: Identifiable, Equatable {
    let id: Int
    let name: String
  }

  // MARK: Before: a callback passed down by hand

  enum Before {
    struct CartScreen: View {
      @State var items: [Item]

      var body: some View {
        CartList(items: items, onRemove: { item in items.removeAll { $0.id == item.id } })
      }
    }

    struct CartList: View {
      let items: [Item]
      let onRemove: (Item) -> Void  // only passed on

      var body: some View {
        ForEach(items) { item in CartRow(item: item, onRemove: onRemove) }
      }
    }

    struct CartRow: View {
      let item: Item
      let onRemove: (Item) -> Void

      var body: some View {
        Button("Remove \(item.name)") { onRemove(item) }
      }
    }
  }

  // MARK: After: an event

  struct RemoveItemEvent: Event { let item: Item }

  struct CartScreen: View {
    @State var items: [Item]

    var body: some View {
      CartList(items: items)
        .handleEvent(RemoveItemEvent.self) { event in items.removeAll { $0.id == event.item.id } }
    }
  }

  struct CartList: View {
    let items: [Item]

    var body: some View {
      ForEach(items) { item in CartRow(item: item) }
    }
  }

  struct CartRow: View {
    @Environment(\.triggerEvent) var triggerEvent
    let item: Item

    var body: some View {
      Button("Remove \(item.name)") { triggerEvent(RemoveItemEvent(item: item)) }
    }
  }

  // MARK: Tour: events and errors

  struct ShowSignInEvent: Event {}
  struct UnauthenticatedError: Error {}

  struct QuotaError: AlertableError {
    var message: String { "Your storage is full." }
  }

  struct ProfileView: View {
    @Environment(\.reportError) var reportError

    var body: some View {
      VStack {
        Button("Edit") { reportError(UnauthenticatedError()) }
        Button("Upload") { reportError(QuotaError()) }
      }
    }
  }

  struct AccountScreen: View {
    @State var showsSignIn = false

    var body: some View {
      ProfileView()
        .catchError(UnauthenticatedError.self) { ShowSignInEvent() }
        .handleEvent(ShowSignInEvent.self) { showsSignIn = true }
        .handleAlertErrors()
        .sheet(isPresented: $showsSignIn) { Text("Sign in") }
    }
  }

  // MARK: Tour: async work

  struct SaveDraftEvent: Event { let text: String }

  @MainActor
  final class DraftStore {
    var saved: [String] = []

    func save(_ text: String) async throws {
      try await Task.sleep(nanoseconds: 10_000_000)  // stands for a network round trip
      saved.append(text)
    }
  }

  struct DraftEditor: View {
    var body: some View {
      EventButton("Save", event: SaveDraftEvent(text: "Hello"))
    }
  }

  struct EditorScreen: View {
    let store: DraftStore

    var body: some View {
      DraftEditor()
        .handleEvent(SaveDraftEvent.self, inFlight: .enqueue) { event in
          try await store.save(event.text)
        }
    }
  }

  // MARK: Tour: publishing down

  struct RefreshEvent: Event {}

  struct FeedList: View {
    @State var reloads = 0

    var body: some View {
      Text("Reloaded \(reloads) times")
        .subscribe(to: RefreshEvent.self) { _ in reloads += 1 }
    }
  }

  struct FeedScreen: View {
    @State var refresh: EventPublisher<RefreshEvent>?

    var body: some View {
      VStack {
        Button("Refresh") { refresh?(RefreshEvent()) }
        FeedList()
          .publisher(for: RefreshEvent.self, id: "refresh") { refresh = $0 }
      }
    }
  }

  // MARK: Tour: commands

  struct ArchiveEvent: Event {}

  struct NoteList: View {
    @State var archived = 0

    var body: some View {
      Text("Archived \(archived)")
        .handleEvent(ArchiveEvent.self) { archived += 1 }
    }
  }

  struct NotesApp: App {
    var body: some Scene {
      WindowGroup {
        NoteList()
      }
      .commands {
        CommandMenu("Note") {
          EventCommand("Archive", event: ArchiveEvent())
            .keyboardShortcut("a", modifiers: [.command, .shift])
        }
      }
    }
  }

  // MARK: Tour: safety

  struct ShowPostEvent: Event {}
  struct SharePostEvent: Event {}

  /// The line where `PostList` triggers `SharePostEvent`: the origin its runtime issue names.
  static let shareLine: UInt = #line + 9

  struct PostList: View {
    @Environment(\.triggerEvent) var triggerEvent

    var body: some View {
      VStack {
        Button("Open") { triggerEvent(ShowPostEvent()) }
        Button("Share") {
          triggerEvent(SharePostEvent())
        }
      }
    }
  }

  struct PostsScreen: View {
    @State var openedPosts = 0

    var body: some View {
      PostList()
        .triggers(ShowPostEvent.self)
        .reports(UnauthenticatedError.self)
        .handleEvent(ShowPostEvent.self) { openedPosts += 1 }
        .handleEvent(SharePostEvent.self) {}
        .catchError(UnauthenticatedError.self) { ShowSignInEvent() }
    }
  }

  // MARK: Tour: journeys

  @MainActor
  final class Analytics {
    var journeys: [Journey] = []
    func track(_ journey: Journey) { journeys.append(journey) }
  }

  struct TrackedCart: View {
    let analytics: Analytics

    var body: some View {
      CartScreen(items: [Item(id: 1, name: "Lamp")])
        .onJourney { journey in analytics.track(journey) }
    }
  }

  // MARK: Tour: the UIKit/AppKit bridge (its routing algorithm, over objects of your own)

  @MainActor
  class Responder {
    var next: Responder?
    init(next: Responder? = nil) { self.next = next }
  }

  struct LikeTapped: Event { let postID: Int }

  final class FeedController: Responder, EventResponding {
    var liked: [Int] = []

    func respond(to event: any Event) -> RouteDecision {
      guard let like = event as? LikeTapped else { return .notHandled }
      liked.append(like.postID)
      return .handled
    }
  }

  /// A like routed from a cell two links below the controller that answers it.
  @MainActor
  static func likeFromACell() -> (controller: FeedController, result: RouteResult<Responder>) {
    let controller = FeedController()
    let cell = Responder(next: Responder(next: controller))
    let router = EventRouter<Responder>.responding(next: { $0.next }, id: { "\(type(of: $0))" })
    let result = router.route(LikeTapped(postID: 7), from: cell)
    return (controller, result)
  }
}
