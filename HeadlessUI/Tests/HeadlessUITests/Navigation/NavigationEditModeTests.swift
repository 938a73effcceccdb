import HeadlessUI
import Testing

/// A row that shows the edit mode it reads.
private struct FruitRow: View {
  let name: String
  @Environment(\.editMode) private var editMode

  var body: some View {
    switch editMode?.wrappedValue {
    case nil: Text("\(name): no edit mode")
    case .some(let mode): Text("\(name): \(mode.isEditing ? "editing" : "browsing")")
    }
  }
}

/// Apple's `EditButton` example: a list in a navigation view, the button in its toolbar, and no
/// `.environment(\.editMode, …)` anywhere.
private struct FruitList: View {
  @State private var fruits = ["Apple", "Banana"]

  var body: some View {
    NavigationView {
      List {
        ForEach(fruits, id: \.self) { FruitRow(name: $0) }
          .onDelete { fruits.remove(atOffsets: $0) }
          .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
      }
      .navigationTitle("Fruits")
      .toolbar { EditButton() }
    }
  }
}

/// The same in a `NavigationStack`, with a screen to push.
private struct FruitStack: View {
  var body: some View {
    NavigationStack {
      List {
        FruitRow(name: "Apple")
        NavigationLink("Details") { FruitRow(name: "Details") }
      }
      .toolbar { EditButton() }
    }
  }
}

/// An app that provides the binding itself, above the stack.
private struct OwnEditMode: View {
  @State private var mode = EditMode.inactive

  var body: some View {
    VStack {
      Text("app: \(mode.isEditing ? "editing" : "browsing")")
      NavigationStack {
        FruitRow(name: "Apple").toolbar { EditButton() }
      }
    }
    .environment(\.editMode, $mode)
  }
}

/// On iOS a navigation container supplies an edit-mode binding to its screens: `EditButton`
/// works in its toolbar without the app providing one.
@MainActor @Suite struct NavigationEditModeTests {
  // https://developer.apple.com/documentation/swiftui/editbutton — the example puts
  // `EditButton()` in the toolbar of a `List` with `onDelete`/`onMove` inside a `NavigationView`
  // and sets no edit mode; tapping it shows the list's editing controls and the button reads
  // "Done". Apple Developer Forums thread 771075 shows the same in a `NavigationStack`.
  @Test func anEditButtonInANavigationViewsToolbarEditsTheListWithoutAnAppBinding() throws {
    let host = ViewHost(FruitList())
    #expect(host.root.texts.contains("Apple: browsing"))
    try host.button("Edit").tap()
    #expect(try host.find(text: "Apple: editing").isMounted)
    #expect(try host.find(text: "Banana: editing").isMounted)
    #expect(host.root.findAllButtons("Edit").isEmpty)
    try host.button("Done").tap()
    #expect(try host.find(text: "Apple: browsing").isMounted)
    #expect(try host.button("Edit").isMounted)
  }

  // The screen's edit mode is HeadlessUI's plumbing: the tree dump shows the app's views only.
  @Test func theScreensEditModeIsNotInTheRenderedTree() {
    let host = ViewHost(FruitList())
    #expect(!host.render().contains("NavigationEditMode"))
    #expect(!host.render().contains(".environment("))
    #expect(host.render(showingLibraryModifiers: true).contains("NavigationEditMode"))
  }

  // Same sources, for `NavigationStack`: `\.editMode` is non-nil inside it. Each screen keeps its
  // own mode (each UIKit view controller has its own `isEditing`; HeadlessUI/DEVICE-QUESTIONS.md
  // asks whether a pushed screen shares its parent's).
  @Test func eachScreenOfANavigationStackHasItsOwnEditMode() throws {
    let host = ViewHost(FruitStack())
    try host.button("Edit").tap()
    #expect(try host.find(text: "Apple: editing").isMounted)
    try host.button("Details").tap()
    #expect(try host.find(text: "Details: browsing").isMounted)
    try host.navigationStack().pop()
    #expect(try host.find(text: "Apple: editing").isMounted)
  }

  // https://developer.apple.com/documentation/swiftui/environmentvalues/editmode — the app sets
  // the binding with `.environment(\.editMode, $editMode)`; a container does not replace it.
  @Test func anEditModeTheAppProvidesAboveTheStackIsTheOneTheButtonToggles() throws {
    let host = ViewHost(OwnEditMode())
    try host.button("Edit").tap()
    #expect(try host.find(text: "app: editing").isMounted)
    #expect(try host.find(text: "Apple: editing").isMounted)
  }

  // Outside a navigation container nothing supplies a binding: the environment's default is nil.
  @Test func outsideANavigationContainerTheEditModeIsNilAndTheButtonChangesNothing() throws {
    let host = ViewHost(VStack { FruitRow(name: "Apple"); EditButton() })
    try host.button("Edit").tap()
    #expect(try host.find(text: "Apple: no edit mode").isMounted)
    #expect(try host.button("Edit").isMounted)
  }
}
