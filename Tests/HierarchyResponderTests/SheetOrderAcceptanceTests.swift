// The layer's acceptance tests drive views through HeadlessUI: they run where the layer is
// built on it (Linux, or `swift test --traits Headless` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  extension View {
    /// The view under `.subscriberOrderRoot()` when `ordered`, else the view as it is.
    @ViewBuilder
    func subscriberOrderRoot(if ordered: Bool) -> some View {
      if ordered { subscriberOrderRoot() } else { self }
    }
  }

  /// Two subscribed rows, `name 0` then `name 1`, that a button moves (row 1 to 0), with no
  /// library view above them; it can present another such list in a sheet.
  struct MovableRows: View {
    let name: String
    let recorder: Recorder
    var presents: String?
    var ordered = true
    @State private var rows = [0, 1]
    @State private var showsNested = false

    var body: some View {
      VStack {
        Button("Move \(name) 1 to 0") { rows.insert(rows.remove(at: 1), at: 0) }
        ForEach(rows, id: \.self) { row in
          Text("\(name) \(row)").subscribe(to: ScrollToTop.self) { _ in recorder("\(name) \(row)") }
        }
        if let presents { Button("Present \(presents)") { showsNested = true } }
      }
      .sheet(isPresented: $showsNested) {
        if let presents {
          MovableRows(name: presents, recorder: recorder, ordered: ordered).subscriberOrderRoot(if: ordered)
        }
      }
    }
  }

  /// A publisher reaching every level over a screen that presents `MovableRows` in a sheet; the
  /// screen itself may hold two subscribers.
  struct RowsPresenter: View {
    @State var showsSheet = false
    let controller: ScrollController
    let recorder: Recorder
    var presenterSubscribes = false
    var ordered = true
    var nested: String?

    var body: some View {
      VStack {
        if presenterSubscribes {
          Text("Inbox").subscribe(to: ScrollToTop.self) { _ in recorder("Inbox") }
          Text("Outbox").subscribe(to: ScrollToTop.self) { _ in recorder("Outbox") }
        }
        Button("Show rows") { showsSheet = true }
      }
      .sheet(isPresented: $showsSheet) {
        MovableRows(name: "Row", recorder: recorder, presents: nested, ordered: ordered).subscriberOrderRoot(if: ordered)
      }
      .publisher(for: ScrollToTop.self, destination: .allLevels) { controller.publisher = $0 }
    }
  }

  @MainActor
  @Suite("Subscribers inside a sheet are served in the sheet's tree order (Publishing)")
  struct SheetOrderAcceptanceTests {
    func publish(_ controller: ScrollController, _ recorder: Recorder) throws -> [String] {
      try controller.publish(recordingIn: recorder)
    }

    /// Hosts `RowsPresenter`, shows the rows' sheet and moves its row 1 to 0.
    func presentAndMove(_ presenter: RowsPresenter) throws -> ViewHost {
      let host = ViewHost(presenter)
      try host.button("Show rows").tap()
      try host.button("Move Row 1 to 0").tap()
      return host
    }

    @Test("A sheet's rows moved inside it are served in their new tree order under .subscriberOrderRoot()")
    func movedRowsInASheet() throws {
      let controller = ScrollController(), recorder = Recorder()
      let host = ViewHost(RowsPresenter(controller: controller, recorder: recorder))
      try host.button("Show rows").tap()
      #expect(try publish(controller, recorder) == ["Row 0", "Row 1"])
      try host.button("Move Row 1 to 0").tap()
      #expect(try publish(controller, recorder) == ["Row 1", "Row 0"])
    }

    @Test("The presenter's subscribers are served before the sheet's, which keep the sheet's tree order")
    func presenterBeforeSheet() throws {
      let controller = ScrollController(), recorder = Recorder()
      let host = try presentAndMove(RowsPresenter(controller: controller, recorder: recorder, presenterSubscribes: true))
      #expect(try publish(controller, recorder) == ["Inbox", "Outbox", "Row 1", "Row 0"])
      withExtendedLifetime(host) {}
    }

    @Test("A sheet presented from a sheet is served after it, each in its own tree order")
    func sheetInsideASheet() throws {
      let controller = ScrollController(), recorder = Recorder()
      let host = try presentAndMove(
        RowsPresenter(controller: controller, recorder: recorder, presenterSubscribes: true, nested: "Inner"))
      try host.button("Present Inner").tap()
      #expect(try publish(controller, recorder) == ["Inbox", "Outbox", "Row 1", "Row 0", "Inner 0", "Inner 1"])
      try host.button("Move Inner 1 to 0").tap()
      #expect(try publish(controller, recorder) == ["Inbox", "Outbox", "Row 1", "Row 0", "Inner 1", "Inner 0"])
      try host.dismissSheet()
      #expect(try publish(controller, recorder) == ["Inbox", "Outbox", "Row 1", "Row 0"])
    }

    @Test("The same rows outside a sheet are served in tree order with no root: the publisher sees them")
    func sameRowsOutsideASheet() throws {
      let controller = ScrollController(), recorder = Recorder()
      let host = ViewHost(
        MovableRows(name: "Row", recorder: recorder)
          .publisher(for: ScrollToTop.self, destination: .allLevels) { controller.publisher = $0 })
      try host.button("Move Row 1 to 0").tap()
      #expect(try publish(controller, recorder) == ["Row 1", "Row 0"])
    }

    @Test("Without a root a sheet's rows keep the order they appeared in: preferences do not leave a sheet")
    func sheetWithoutRoot() throws {
      let controller = ScrollController(), recorder = Recorder()
      let host = try presentAndMove(RowsPresenter(controller: controller, recorder: recorder, ordered: false))
      #expect(try publish(controller, recorder) == ["Row 0", "Row 1"])
      withExtendedLifetime(host) {}
    }
  }
#endif
