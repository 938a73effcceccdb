// The code of the Understanding Responders article and of the documentation's landing page, as
// they show it (keep them in step), inside the app code they leave out. Checked against SwiftUI by
// the apple-check; the landing page's example is hosted in DocSnippetTests.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import HierarchyResponder

enum UnderstandingRespondersSnippets {
  struct MyEvent: Event {}
  struct AnotherEvent: Event {}
  struct RefreshEvent: Event {}
  struct UnauthenticatedError: Error {}
  struct ShowSignInEvent: Event {}
  struct ValidationError: Error {}
  struct Form {}
  struct SubmitEvent: Event { let form: Form }
  struct Document {}
  struct SaveEvent: Event { let document: Document }
  struct OpenURLEvent: Event { let url: String }
  struct LogoutEvent: Event {}
  struct ButtonTapped: Event { let id: String }

  struct Item {
    static let sample = Item()
  }

  struct ItemSelectionEvent: Event { let item: Item }

  @MainActor
  final class Store {
    func save(_ document: Document) async throws {}
  }

  @MainActor
  final class Router {
    func canOpen(_ url: String) async -> Bool { true }
  }

  final class Session {
    var isEnded = false
    func end() { isEnded = true }
  }

  struct TriggerView: View {
    var body: some View { Text("Trigger") }
  }

  struct ItemView: View {
    @Environment(\.triggerEvent) var triggerEvent
    let item: Item

    var body: some View {
      Button("Select") {
        triggerEvent(ItemSelectionEvent(item: item))
        // The ancestor's handleEvent has run: its state is already updated.
      }
    }
  }

  static func canHandle(_ event: any Event) -> Bool { true }
  static func handle(_ event: any Event) {}
  static func validate(_ form: Form) throws {}

  // Order
  struct ContentView: View {
    var body: some View {
      TriggerView()
        .handleEvent(MyEvent.self) {
          // Runs first, and absorbs every MyEvent.
        }
        .handleEvent { event in
          // Runs second; never receives a MyEvent.
        }
    }
  }

  // Kinds of responder
  struct Kinds: View {
    @State var selection: Item?

    var body: some View {
      VStack {
        TriggerView()
          .receiveEvent { event in
            guard canHandle(event) else { return .notHandled }
            handle(event)
            return .handled
          }
        TriggerView()
          .transformEvent(MyEvent.self) {
            AnotherEvent()
          }
        TriggerView()
          .catchError(UnauthenticatedError.self) {
            ShowSignInEvent()
          }
      }
      .handleEvent(ItemSelectionEvent.self) { event in
        selection = event.item
      }
      .handleEvent(RefreshEvent.self) {
        reload()
      }
      .handleEvent { event in
        print("Unexpected event:", event)
      }
    }

    func reload() {}
  }

  // Throwing
  struct Throwing: View {
    var body: some View {
      TriggerView()
        .handleError(ValidationError.self) { error in
          // Inner to the handleEvent below: never sees what it throws.
        }
        .handleEvent(SubmitEvent.self) { event in
          try validate(event.form) // may throw ValidationError
        }
        .handleError(ValidationError.self) { error in
          // Receives what the handleEvent above throws.
        }
    }
  }

  // Asynchronous responders
  struct Asynchronous: View {
    let store: Store
    let router: Router

    var body: some View {
      TriggerView()
        .handleEvent(SaveEvent.self) { event in
          try await store.save(event.document)
        }
        .receiveEvent(OpenURLEvent.self) { event in
          await router.canOpen(event.url) ? .handled : .notHandled
        }
    }
  }

  // Previews and tests (the article shows this inside `#Preview { }`)
  struct Preview: View {
    var body: some View {
      ItemView(item: .sample)
        .environment(\.triggerEvent, TriggerEvent { event in
          print("Triggered:", event)
        })
    }
  }

  // Without SwiftUI
  @MainActor
  static func signOutFlow(session: Session) {
    let app = ResponderChain()
      .addingResponder(for: LogoutEvent.self, kind: .handleEvent) { _ in
        session.end()
        return .handled
      }
    let screen = app.addingResponder(for: ButtonTapped.self, kind: .transformEvent) { tap in
      tap.id == "logout" ? .event(LogoutEvent()) : .notHandled
    }

    screen.triggerEvent(ButtonTapped(id: "logout"))
    // session.end() has run.
  }
}

/// The documentation's landing page example.
enum LandingPageSnippets {
  struct Post: Identifiable {
    let id: Int
  }

  struct FeedList: View {
    let posts: [Post]
    let liked: Set<Post.ID>
    var body: some View {
      VStack {
        ForEach(posts) { post in LikeButton(post: post) }
        Text("\(liked.count) liked")
      }
    }
  }

  struct LikeEvent: Event {
    let postID: Post.ID
  }

  struct LikeButton: View {
    @Environment(\.triggerEvent) var triggerEvent
    let post: Post

    var body: some View {
      Button("Like") {
        triggerEvent(LikeEvent(postID: post.id))
      }
    }
  }

  struct FeedScreen: View {
    @State var liked: Set<Post.ID> = []
    let posts: [Post]

    var body: some View {
      FeedList(posts: posts, liked: liked) // contains LikeButton, several levels down
        .handleEvent(LikeEvent.self) { event in
          liked.insert(event.postID)
        }
    }
  }
}
