// The layer's acceptance tests drive views through HeadlessUI: they run where the layer is
// built on it (Linux, or `swift test --traits Headless` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  struct ScrollToTop: Event {}

  /// Holds the latest publisher handed out, as an app's controller does.
  @MainActor
  final class ScrollController {
    var publisher: EventPublisher<ScrollToTop>?

    /// Publishes once through the latest publisher and returns who received it.
    func publish(recordingIn recorder: Recorder) throws -> [String] {
      recorder.entries.removeAll()
      let publisher = try #require(publisher)
      publisher(ScrollToTop())
      return recorder.entries
    }
  }

  /// A screen that scrolls to top when told.
  struct ScrollingScreen: View {
    let name: String
    let recorder: Recorder

    var body: some View {
      Text(name).subscribe(to: ScrollToTop.self) { _ in recorder("\(name) scrolled") }
    }
  }

  /// A navigation stack under a publisher: the feed at the root, a pushed comments screen.
  struct ScrollingStack: View {
    @State var path: [String] = []
    let controller: ScrollController
    let recorder: Recorder

    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          ScrollingScreen(name: "Feed", recorder: recorder)
          Button("Open comments") { path.append("Comments") }
        }
        .navigationDestination(for: String.self) { ScrollingScreen(name: $0, recorder: recorder) }
      }
      .publisher(for: ScrollToTop.self) { controller.publisher = $0 }
    }
  }

  /// Three tabs under a publisher.
  struct ScrollingTabs: View {
    let controller: ScrollController
    let recorder: Recorder

    var body: some View {
      TabView {
        ScrollingScreen(name: "Home", recorder: recorder).tabItem { Text("Home") }
        ScrollingScreen(name: "Search", recorder: recorder).tabItem { Text("Search") }
        ScrollingScreen(name: "Profile", recorder: recorder).tabItem { Text("Profile") }
      }
      .publisher(for: ScrollToTop.self) { controller.publisher = $0 }
    }
  }

  /// A screen that presents a sheet from inside its subscriber (so the sheet's subscriber is one
  /// level deeper).
  struct ScrollingSheetPresenter: View {
    @State var showsSheet = false
    let controller: ScrollController
    let recorder: Recorder
    var destination: PublishingDestination = .lastLevel

    var body: some View {
      VStack {
        Text("Inbox")
        Button("Compose") { showsSheet = true }
      }
      .sheet(isPresented: $showsSheet) { ScrollingScreen(name: "Composer", recorder: recorder) }
      .subscribe(to: ScrollToTop.self) { _ in recorder("Inbox scrolled") }
      .publisher(for: ScrollToTop.self, destination: destination) { controller.publisher = $0 }
    }
  }

  /// Rows that subscribe, under a publisher reaching them all; rows can be inserted and reversed.
  struct SubscribedRows: View {
    @State var rows = ["A", "C"]
    let controller: ScrollController
    let recorder: Recorder

    var body: some View {
      VStack {
        Button("Insert B") { rows.insert("B", at: 1) }
        Button("Reverse") { rows.reverse() }
        ForEach(rows, id: \.self) { row in
          Text("Row \(row)").subscribe(to: ScrollToTop.self) { _ in recorder(row) }
        }
      }
      .publisher(for: ScrollToTop.self) { controller.publisher = $0 }
    }
  }

  @MainActor
  @Suite("Published events reach the screen the user sees (Publishing)")
  struct ScreenPublishingAcceptanceTests {
    func publish(_ controller: ScrollController, _ recorder: Recorder) throws -> [String] {
      try controller.publish(recordingIn: recorder)
    }

    @Test("In a navigation stack only the top screen receives: before a push, after it, and after the pop")
    func navigationStack() throws {
      let controller = ScrollController(), recorder = Recorder()
      let host = ViewHost(ScrollingStack(controller: controller, recorder: recorder))
      #expect(try publish(controller, recorder) == ["Feed scrolled"])
      try host.button("Open comments").tap()
      #expect(try publish(controller, recorder) == ["Comments scrolled"])
      try host.navigationStack().pop()
      #expect(try publish(controller, recorder) == ["Feed scrolled"])
    }

    @Test("In a tab view only the selected tab receives; the never-shown tabs receive nothing")
    func tabView() throws {
      let controller = ScrollController(), recorder = Recorder()
      let host = ViewHost(ScrollingTabs(controller: controller, recorder: recorder))
      #expect(try publish(controller, recorder) == ["Home scrolled"])
      try host.tabView().select("Search")
      #expect(try publish(controller, recorder) == ["Search scrolled"])
      try host.tabView().select("Home")
      #expect(try publish(controller, recorder) == ["Home scrolled"])
    }

    @Test("A sheet presented from inside a subscriber receives (one level deeper); its presenter again once it is dismissed")
    func sheet() throws {
      let controller = ScrollController(), recorder = Recorder()
      let host = ViewHost(ScrollingSheetPresenter(controller: controller, recorder: recorder))
      #expect(try publish(controller, recorder) == ["Inbox scrolled"])
      try host.button("Compose").tap()
      #expect(try publish(controller, recorder) == ["Composer scrolled"])
      try host.dismissSheet()
      #expect(try publish(controller, recorder) == ["Inbox scrolled"])
    }

    @Test("A presented sheet does not take its presenter off screen: .allLevels reaches both")
    func sheetKeepsPresenterOnScreen() throws {
      let controller = ScrollController(), recorder = Recorder()
      let host = ViewHost(ScrollingSheetPresenter(controller: controller, recorder: recorder, destination: .allLevels))
      try host.button("Compose").tap()
      #expect(try publish(controller, recorder) == ["Inbox scrolled", "Composer scrolled"])
    }

    @Test("Subscribers of one level receive in screen order after a row is inserted and after the rows are reversed")
    func screenOrder() throws {
      let controller = ScrollController(), recorder = Recorder()
      let host = ViewHost(SubscribedRows(controller: controller, recorder: recorder))
      #expect(try publish(controller, recorder) == ["A", "C"])
      try host.button("Insert B").tap()
      #expect(try publish(controller, recorder) == ["A", "B", "C"])
      try host.button("Reverse").tap()
      #expect(try publish(controller, recorder) == ["C", "B", "A"])
    }
  }
#endif
