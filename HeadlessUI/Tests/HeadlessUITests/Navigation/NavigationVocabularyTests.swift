import HeadlessUI
import Testing

private struct LegacyShop: View {
  var body: some View {
    NavigationView {
      NavigationLink("Shoes") { Text("Shoe detail") }
        .navigationTitle("Shop")
    }
    .navigationViewStyle(.stack)
  }
}

private struct Order: Identifiable, Hashable {
  let id: Int
  let title: String
}

private struct Orders: View {
  @State private var selected: Order?
  let orders = [Order(id: 1, title: "Boots"), Order(id: 2, title: "Scarf")]

  var body: some View {
    NavigationStack {
      VStack {
        ForEach(orders) { order in Button(order.title) { selected = order } }
        Text("selected \(selected?.title ?? "none")")
      }
      .navigationDestination(item: $selected) { order in Text("Order \(order.id)") }
    }
  }
}

private struct Categories: View {
  @State private var category: Int?

  var body: some View {
    NavigationSplitView {
      List(selection: $category) {
        Text("Shoes").tag(1)
        Text("Hats").tag(2)
      }
    } detail: {
      if let category { Text("Category \(category)") } else { Text("Pick a category") }
    }
  }
}

/// `NavigationView`, `NavigationSplitView` and `navigationDestination(item:)`.
@MainActor @Suite struct NavigationVocabularyTests {
  // https://developer.apple.com/documentation/swiftui/navigationview — "A view for presenting
  // a stack of views that represents a visible path in a navigation hierarchy."; with
  // `.navigationViewStyle(.stack)` "only shows a single top view at a time".
  @Test func aNavigationViewIsAStackItsLinksPushOnto() throws {
    let host = ViewHost(LegacyShop())
    try host.button("Shoes").tap()
    let stack = try host.navigationStack()
    #expect(stack.depth == 1)
    #expect(try host.find(text: "Shoe detail").isMounted)
    try stack.pop()
    #expect(host.findAll(text: "Shoe detail").isEmpty)
  }

  // https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:)
  // — "When item is non-nil, SwiftUI passes the value into the destination closure and pushes
  // the view that the closure returns [...] If the user navigates back, SwiftUI sets item to nil."
  @Test func anItemDestinationIsPushedWhileTheItemIsSetAndPoppingClearsIt() throws {
    let host = ViewHost(Orders())
    try host.button("Scarf").tap()
    #expect(try host.find(text: "Order 2").isMounted)
    try host.navigationStack().pop()
    #expect(host.findAll(text: "Order 2").isEmpty)
    #expect(try host.find(text: "selected none").isMounted)
  }

  // https://developer.apple.com/documentation/swiftui/navigationsplitview — "A view that
  // presents views in two or three columns, where selections in leading columns control
  // presentations in subsequent columns." Every column is on screen, as in regular width
  // (HeadlessUI/DEVICE-QUESTIONS.md, Vocabulary).
  @Test func aSplitViewShowsItsColumnsAndTheSidebarSelectionDrivesTheDetail() throws {
    let host = ViewHost(Categories())
    #expect(try host.find(text: "Pick a category").isMounted)
    #expect(try host.find(text: "Shoes").isMounted)
    try host.find(text: "Hats").select()
    #expect(try host.find(text: "Category 2").isMounted)
    #expect(try host.find(text: "Shoes").isMounted)
  }
}
