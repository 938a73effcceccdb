// The Published Events article's "Deep Links" recipe (Documentation.docc/PublishedEvents.md), as it
// shows it (keep both in step), inside the app code it leaves out. Checked against SwiftUI by the
// apple-check, and hosted by DeepLinksTests.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import Foundation
import HierarchyResponder

enum DeepLinksSnippets {
  enum ShopTab: Hashable { case home, orders }

  struct SelectTab: Event { let tab: ShopTab }
  struct ShowOrderList: Event {}
  struct ShowOrder: Event { let id: Int }

  enum OrderRoute: Hashable {
    case list
    case order(Int)
  }

  struct ShopApp: View {
    @State private var selection = ShopTab.home
    @State private var selectTab: EventPublisher<SelectTab>?
    @State private var showList: EventPublisher<ShowOrderList>?
    @State private var showOrder: EventPublisher<ShowOrder>?
    @Binding var isSignedIn: Bool

    var body: some View {
      TabView(selection: $selection) {
        Text("Welcome")
          .tabItem { Text("Home") }
          .tag(ShopTab.home)
        OrdersTab(isSignedIn: $isSignedIn)
          .tabItem { Text("Orders") }
          .tag(ShopTab.orders)
      }
      .subscribe(to: SelectTab.self) { selection = $0.tab }
      .publisher(for: SelectTab.self, undelivered: .wait(upTo: 10)) { selectTab = $0 }
      .publisher(for: ShowOrderList.self, undelivered: .wait(upTo: 10)) { showList = $0 }
      .publisher(for: ShowOrder.self, undelivered: .wait(upTo: 10)) { showOrder = $0 }
      .onOpenURL { url in
        guard url.host == "orders", let id = Int(url.lastPathComponent) else { return }  // shop://orders/42
        [
          PublishingStep(SelectTab(tab: .orders), through: selectTab),
          PublishingStep(ShowOrderList(), through: showList),
          PublishingStep(ShowOrder(id: id), through: showOrder),
        ].publish(waitingUpTo: 10)
      }
    }
  }

  struct OrdersTab: View {
    @State private var path: [OrderRoute] = []
    @Binding var isSignedIn: Bool

    var body: some View {
      if isSignedIn {
        NavigationStack(path: $path) {
          Text("Recent orders")
            .navigationDestination(for: OrderRoute.self) { route in
              switch route {
              case .list:
                OrderList { path.append(.order($0)) }
              case .order(let id):
                Text("Order \(id)")
              }
            }
        }
        // On the stack, not its root screen: it is on screen whenever the tab is, pushed or not.
        .subscribe(to: ShowOrderList.self) { _ in path = [.list] }
      } else {
        Button("Sign in") { isSignedIn = true }
      }
    }
  }

  struct OrderList: View {
    let open: (Int) -> Void

    var body: some View {
      List {
        Text("Order 42")
        Text("Order 7")
      }
      .subscribe(to: ShowOrder.self) { open($0.id) }
    }
  }
}
