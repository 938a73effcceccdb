// The navigation and tab examples of the Understanding Responders article ("When Asynchronous Work
// Is Cancelled") and of the Published Events article ("Who Receives a Published Event"), as they
// show them (keep both in step), inside the app code they leave out. Hosted by
// ViewLifetimeGuideTests.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import HierarchyResponder

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
enum ViewLifetimeSnippets {
  struct PayEvent: Event { let amount: Int }
  struct Order: Hashable { let id: Int }

  /// The app's payment service: `charge` waits for `release()` (the network, in the tests).
  @MainActor
  final class Payments {
    private(set) var charged: [Int] = []
    private var waiting: [CheckedContinuation<Void, Never>] = []
    func charge(_ amount: Int) async throws {
      await withCheckedContinuation { waiting.append($0) }
      try Task.checkCancellation()
      charged.append(amount)
    }
    func release() {
      let all = waiting
      waiting.removeAll()
      for continuation in all { continuation.resume() }
    }
  }

  struct PayButton: View {
    @Environment(\.triggerEvent) var triggerEvent
    var body: some View {
      Button("Pay") { triggerEvent(PayEvent(amount: 42)) }
    }
  }

  struct CheckoutForm: View {
    @Binding var path: [Order]
    var body: some View {
      VStack {
        PayButton()
        Button("Show order") { path.append(Order(id: 1)) }
      }
    }
  }

  struct OrderDetail: View {
    let order: Order
    var body: some View {
      VStack {
        Text("Order \(order.id)")
        PayButton()
      }
    }
  }

  struct CartScreen: View {
    @State var path: [Order] = []
    let payments: Payments

    var body: some View {
      NavigationStack(path: $path) {
        CheckoutForm(path: $path)
          .handleEvent(PayEvent.self) { event in
            try await payments.charge(event.amount)  // keeps running while OrderDetail covers the form
          }
          .navigationDestination(for: Order.self) { order in
            OrderDetail(order: order)
              .handleEvent(PayEvent.self) { event in
                try await payments.charge(event.amount)  // cancelled when OrderDetail is popped
              }
          }
      }
    }
  }

  struct ShopTabs: View {
    let payments: Payments

    var body: some View {
      TabView {
        PayButton()
          .handleEvent(PayEvent.self) { event in
            try await payments.charge(event.amount)  // keeps running while another tab is selected
          }
          .tabItem { Text("Cart") }
        Text("Your orders")
          .tabItem { Text("Orders") }
      }
    }
  }

  // MARK: Published events

  struct ScrollToTopEvent: Event {}
  struct Post: Hashable { let id: Int }

  /// What each screen did, in order (the tests read it).
  @MainActor
  final class ScreenLog {
    var entries: [String] = []
  }

  struct FeedList: View {
    let log: ScreenLog
    @Binding var path: [Post]
    var body: some View {
      VStack {
        Text("Feed")
        Button("Open post") { path.append(Post(id: 7)) }
      }
    }
  }

  struct FeedScreen: View {
    @State var path: [Post] = []
    @State var scrollToTop: EventPublisher<ScrollToTopEvent>?
    let log: ScreenLog

    var body: some View {
      VStack {
        Button("Scroll to top") { scrollToTop?(ScrollToTopEvent()) }
        NavigationStack(path: $path) {
          FeedList(log: log, path: $path)
            .subscribe(to: ScrollToTopEvent.self) { _ in log.entries.append("feed scrolled") }
            .navigationDestination(for: Post.self) { post in
              Text("Post \(post.id)")
                .subscribe(to: ScrollToTopEvent.self) { _ in log.entries.append("post scrolled") }
            }
        }
        .publisher(for: ScrollToTopEvent.self) { scrollToTop = $0 }
      }
    }
  }

  struct AppTabs: View {
    @State var scrollToTop: EventPublisher<ScrollToTopEvent>?
    let log: ScreenLog

    var body: some View {
      VStack {
        Button("Scroll to top") { scrollToTop?(ScrollToTopEvent()) }
        TabView {
          Text("Feed")
            .subscribe(to: ScrollToTopEvent.self) { _ in log.entries.append("feed scrolled") }
            .tabItem { Text("Feed") }
          Text("Search")
            .subscribe(to: ScrollToTopEvent.self) { _ in log.entries.append("search scrolled") }
            .tabItem { Text("Search") }
        }
        .publisher(for: ScrollToTopEvent.self) { scrollToTop = $0 }
      }
    }
  }
}
