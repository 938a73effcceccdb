import HeadlessUI
import Testing

private struct Onboarding: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(\.isPresented) private var isPresented
  var body: some View {
    VStack {
      Text("presented: \(isPresented)")
      Button("Start") { dismiss() }
    }
  }
}

private struct Home: View {
  let log: Log
  @State private var showsOnboarding = true
  @State private var showsInfo = false
  @State private var confirmsDelete = false

  var body: some View {
    VStack {
      Button("Info") { showsInfo = true }
        .popover(isPresented: $showsInfo) { Text("Version 1") }
      Button("Delete") { confirmsDelete = true }
        .confirmationDialog("Delete the draft?", isPresented: $confirmsDelete, titleVisibility: .visible) {
          Button("Delete", role: .destructive) { log.add("deleted") }
        } message: {
          Text("This cannot be undone.")
        }
    }
    .fullScreenCover(isPresented: $showsOnboarding, onDismiss: { log.add("onboarded") }) { Onboarding() }
  }
}

@MainActor @Suite struct PresentationVocabularyTests {
  @Test func dismissInAFullScreenCoverDismissesItThenRunsOnDismiss() throws {
    let log = Log()
    let host = ViewHost(Home(log: log))
    let cover = try #require(host.fullScreenCover)
    #expect(host.sheets.isEmpty)
    #expect(try cover.content.find(text: "presented: true").isMounted)
    try host.button("Start").tap()
    #expect(host.fullScreenCover == nil)
    #expect(log.entries == ["onboarded"])
  }

  @Test func aPopoverIsPresentedAsLiveContent() throws {
    let host = ViewHost(Home(log: Log()))
    try host.fullScreenCover?.dismiss()
    try host.button("Info").tap()
    let popover = try #require(host.popover)
    #expect(popover.content.texts == ["Version 1"])
    try popover.dismiss()
    #expect(host.popover == nil)
  }

  @Test func aConfirmationDialogWithoutCancelGetsOneAndItsButtonsCanBeTapped() throws {
    let log = Log()
    let host = ViewHost(Home(log: log))
    try host.fullScreenCover?.dismiss()
    try host.button("Delete").tap()
    let dialog = try #require(host.confirmationDialog)
    #expect(host.alert == nil)
    #expect(dialog.description == #"ConfirmationDialog "Delete the draft?": "This cannot be undone." ["Delete" (destructive), "Cancel" (cancel)]"#)
    try dialog.tapButton("Delete")
    #expect(log.entries == ["onboarded", "deleted"])
    #expect(host.confirmationDialog == nil)
  }

  @Test func tappingAMissingDialogButtonNamesTheDialog() throws {
    let host = ViewHost(Home(log: Log()))
    try host.fullScreenCover?.dismiss()
    try host.button("Delete").tap()
    #expect(throws: ViewHostError(#"The confirmation dialog "Delete the draft?" has no button titled "Keep". Buttons: "Delete", "Cancel"."#)) {
      try host.confirmationDialog?.tapButton("Keep")
    }
    try host.confirmationDialog?.tapButton("Cancel")
    #expect(host.confirmationDialog == nil)
  }

  @Test func aContextMenuOpensOnRequestAndClosesWhenAnItemIsTapped() throws {
    let log = Log()
    let host = ViewHost(
      Text("Draft").contextMenu {
        Button("Duplicate") { log.add("duplicate") }
        Button("Delete", role: .destructive) { log.add("delete") }
      }
    )
    #expect(throws: ViewHostError(#"No button titled "Delete" found. Buttons: none."#)) { try host.button("Delete") }
    let menu = try host.find(text: "Draft").openContextMenu()
    #expect(menu.texts == ["Duplicate", "Delete"])
    try host.button("Delete").tap()
    #expect(log.entries == ["delete"])
    #expect(host.root.findAllButtons("Delete").isEmpty)
  }

  @Test func swipeActionsAreRevealedPerEdge() throws {
    let log = Log()
    let host = ViewHost(
      List {
        Text("Mail")
          .swipeActions { Button("Archive") { log.add("archive") } }
          .swipeActions(edge: .leading) { Button("Pin") { log.add("pin") } }
      }
    )
    let row = try host.find(text: "Mail")
    try row.swipe(edge: .leading)
    try host.button("Pin").tap()
    try row.swipe()
    try host.button("Archive").tap()
    #expect(log.entries == ["pin", "archive"])
  }

  @Test func aViewWithoutAContextMenuCannotOpenOne() throws {
    let host = ViewHost(Text("Plain"))
    #expect(throws: ViewHostError(#"Text("Plain") has no context menu."#)) {
      try host.find(text: "Plain").openContextMenu()
    }
  }

  @Test func refreshRunsTheRefreshableActionAndAppliesItsUpdates() async throws {
    struct Feed: View {
      @State private var loads = 0
      var body: some View {
        List { Text("loads: \(loads)") }
          .refreshable { await MainActor.run { loads += 1 } }
      }
    }
    let host = ViewHost(Feed())
    try await host.refresh()
    #expect(try host.find(text: "loads: 1").isMounted)
  }

  @Test func searchTypesIntoTheSearchFieldAndSubmitRunsTheSearchSubmitActions() throws {
    struct Search: View {
      let log: Log
      @State private var query = ""
      let names = ["Ada", "Grace", "Alan"]
      var body: some View {
        List(names.filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) { Text($0) }
          .searchable(text: $query, prompt: "Find a person")
          .onSubmit(of: .search) { log.add("search \(query)") }
      }
    }
    let log = Log()
    let host = ViewHost(Search(log: log))
    #expect(try host.searchField().prompt == "Find a person")
    try host.search("A")
    #expect(host.root.texts == ["Ada", "Alan"])
    try host.submitSearch()
    #expect(log.entries == ["search A"])
  }

  @Test func searchingWithoutASearchableViewIsAnError() {
    #expect(throws: ViewHostError("No searchable view on screen.")) {
      try ViewHost(Text("Hi")).search("x")
    }
  }
}

@MainActor @Suite struct MenuTests {
  private struct Sorting: View {
    @State private var order = "newest"
    var body: some View {
      VStack {
        Text("order: \(order)")
        Menu("Sort") {
          Button("Newest first") { order = "newest" }
          Button("Oldest first") { order = "oldest" }
        }
      }
    }
  }

  @Test func tappingAMenuOpensItAndChoosingAnItemClosesIt() throws {
    let host = ViewHost(Sorting())
    #expect(host.root.findAllButtons("Oldest first").isEmpty)
    try host.button("Sort").tap()
    #expect(host.render().contains("[menu]"))
    try host.button("Oldest first").tap()
    #expect(try host.find(text: "order: oldest").isMounted)
    #expect(host.root.findAllButtons("Oldest first").isEmpty)
  }
}
