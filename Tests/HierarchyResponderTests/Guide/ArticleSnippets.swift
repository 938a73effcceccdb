// The code of the Safety, Goodies and Journeys articles, as they show it (keep them in step),
// inside the app code they leave out. Checked against SwiftUI by the apple-check.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import HierarchyResponder

enum SafetySnippets {
  struct Post {}
  struct Profile {}
  struct ShowPostEvent: Event { let post: Post }
  struct ShowProfileEvent: Event { let profile: Profile }
  struct FollowEvent: Event {}
  struct AuthenticationError: Error {}
  struct ShowSignInEvent: Event {}

  enum Destination {
    case post(Post)
    case profile(Profile)
  }

  /// A navigation path, as the article's `path` (it appends posts and profiles).
  struct Path {
    var destinations: [Destination] = []
    mutating func append(_ post: Post) { destinations.append(.post(post)) }
    mutating func append(_ profile: Profile) { destinations.append(.profile(profile)) }
  }

  @MainActor
  final class Router {
    func route(_ event: any Event) -> Bool { event is ShowPostEvent }
  }

  struct FeedList: View {
    var body: some View { Text("Feed") }
  }

  struct PostsSection: View {
    var body: some View { Text("Posts") }
  }

  struct FollowButton: View {
    var body: some View { Text("Follow") }
  }

  struct FeedView: View {
    var body: some View {
      FeedList()
        .triggers(ShowPostEvent.self, ShowProfileEvent.self)
        .reports(AuthenticationError.self)
    }
  }

  struct ProfileScreen: View {
    var body: some View {
      VStack {
        PostsSection()
          .triggers(ShowPostEvent.self)
          .reports(AuthenticationError.self)
        FollowButton()
      }
      .triggers(FollowEvent.self)
    }
  }

  struct ExplicitResponders: View {
    @State var path = Path()

    var body: some View {
      FeedView() // declares .triggers(ShowPostEvent.self, …) and .reports(AuthenticationError.self)
        .handleEvent(ShowPostEvent.self) { event in path.append(event.post) }
        .handleEvent(ShowProfileEvent.self) { event in path.append(event.profile) }
        .catchError(AuthenticationError.self) { ShowSignInEvent() }
    }
  }

  struct UntypedResponders: View {
    var body: some View {
      FeedView()
        .handleEvent { event in log(event) }
        .requireExplicitResponders(false)
    }

    func log(_ event: any Event) {}
  }

  struct CustomResponders: View {
    let router: Router

    var body: some View {
      FeedView()
        .registerHandler(for: ShowPostEvent.self)
        .receiveEvent { event in router.route(event) ? .handled : .notHandled }
    }
  }

  /// The article shows this inside the app's `WindowGroup { }`.
  struct StrictApp: View {
    var body: some View {
      ContentView()
        .responderSafetyLevel(.strict)
    }
  }

  struct ContentView: View {
    var body: some View { FeedView() }
  }
}

enum GoodiesSnippets {
  struct MyEvent: Event {}
  struct Product { let name: String }
  struct Post { let title: String }
  struct Item { let name: String }
  struct Photo {}
  struct AddToCartEvent: Event { let product: Product }
  struct ShowProductEvent: Event { let product: Product }
  struct ShareEvent: Event { let post: Post }
  struct DeleteEvent: Event { let item: Item }
  struct ItemSelectionEvent: Event { let item: Item }
  struct LikePhotoEvent: Event { let photo: Photo }
  struct UploadFailure: Error { let reason: String }

  struct ItemPreview: View {
    let item: Item
    var body: some View { Text(item.name) }
  }

  struct PhotoView: View {
    let photo: Photo
    var body: some View { Text("Photo") }
  }

  struct UploadScreen: View {
    var body: some View { Text("Upload") }
  }

  struct Before: View {
    @Environment(\.triggerEvent) var triggerEvent

    var body: some View {
      VStack {
        // Before:
        Button("Tap Me") {
          triggerEvent(MyEvent())
        }

        // After:
        EventButton("Tap Me", event: MyEvent())
      }
    }
  }

  struct Buttons: View {
    let product: Product
    let post: Post
    let item: Item

    var body: some View {
      VStack {
        // A localized title (a LocalizedStringKey):
        EventButton("Add to Cart", event: AddToCartEvent(product: product))

        // A verbatim title (any StringProtocol value that is not a literal):
        EventButton(product.name, event: ShowProductEvent(product: product))

        // A custom label:
        EventButton(ShareEvent(post: post)) {
          Text("Share \(post.title)")
        }

        // A role, with a title or a label:
        EventButton("Delete", role: .destructive, event: DeleteEvent(item: item))
        EventButton(DeleteEvent(item: item), role: .destructive) {
          Text("Delete \(item.name)")
        }
      }
    }
  }

  struct Gestures: View {
    let item: Item
    let photo: Photo

    var body: some View {
      VStack {
        ItemPreview(item: item)
          .onTapGesture(trigger: ItemSelectionEvent(item: item))

        PhotoView(photo: photo)
          .onTapGesture(count: 2, trigger: LikePhotoEvent(photo: photo))
      }
    }
  }

  struct OfflineError: AlertableError {
    var title: String? { "You're Offline" }
    var message: String { "Check your connection and try again." }
  }

  struct QuotaError: AlertableError {
    let limit: Int
    var message: String { "You can upload \(limit) photos a day." }
  }

  struct ContentView: View {
    var body: some View {
      UploadScreen()
        .handleAlertErrors()
    }
  }

  struct GenericAlert: AlertableError {
    let message: String
  }

  struct TransformedAlerts: View {
    var body: some View {
      UploadScreen()
        .transformError(UploadFailure.self) { failure in
          GenericAlert(message: failure.reason)
        }
        .handleAlertErrors()
    }
  }
}

enum JourneysSnippets {
  struct Item: Identifiable {
    let id: Int
    var isLocked = false
  }

  struct ItemSelectionEvent: Event { let item: Item }

  struct ItemsGrid: View {
    let items: [Item]
    var body: some View { Text("\(items.count) items") }
  }

  struct ItemDetail: View {
    let item: Item
    var body: some View { Text("Item \(item.id)") }
  }

  struct RootView: View {
    var body: some View { Text("Root") }
  }

  @MainActor
  final class Analytics {
    var tracked: [String] = []
    func track(_ name: String, properties: [String: String]) { tracked.append(name) }
  }

  struct ShopView: View {
    @State var selection: Item?
    let items: [Item]

    var body: some View {
      GridView(items: items)
        .handleEvent(ItemSelectionEvent.self) { event in
          selection = event.item
        }
        .responderName("Shop")
        .onJourney { journey in
          print(journey)
        }
    }
  }

  struct GridView: View {
    let items: [Item]

    var body: some View {
      ItemsGrid(items: items) // triggers ItemSelectionEvent
        .receiveEvent(ItemSelectionEvent.self) { event in
          event.item.isLocked ? .handled : .notHandled
        }
        .responderName("Grid")
    }
  }

  struct FormattedJourneys: View {
    var body: some View {
      RootView()
        .onJourney { journey in
          print(JourneyFormatter().format(journey))
        }
    }
  }

  struct AnalyticsPaths: View {
    let analytics: Analytics

    var body: some View {
      RootView()
        .onJourney { journey in
          guard case .handled = journey.outcome else { return }
          analytics.track(journey.valueType, properties: [
            "path": journey.path.joined(separator: " > "),
          ])
        }
    }
  }
}
