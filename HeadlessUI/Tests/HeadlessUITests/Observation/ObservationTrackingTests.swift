import HeadlessUI
import Testing

// What SwiftUI does with `@Observable` models ("Discover Observation in SwiftUI", WWDC23): "the
// body of a view is evaluated [and] SwiftUI tracks any access to properties used from an
// observable type"; a change to one of those properties, and only to those, makes that view
// re-evaluate. Apple docs, "Managing model data in your app": "SwiftUI updates a view only when
// an observable property changes and the view's body reads the property directly".

@Observable private final class Coordinates {
  var x = 0
  var y = 0
}

private struct XReader: View {
  let model: Coordinates
  var body: some View { Text("x: \(model.x)") }
}

private struct YReader: View {
  let model: Coordinates
  var body: some View { Text("y: \(model.y)") }
}

/// Holds the model and changes it from its buttons, but reads neither property in its body.
private struct CoordinatesScreen: View {
  let model: Coordinates

  var body: some View {
    VStack {
      XReader(model: model)
      YReader(model: model)
      Button("Move x") { model.x += 1 }
      Button("Move y") { model.y += 1 }
    }
  }
}

/// A model written from another thread in the test (Observation's registrar is thread-safe; the
/// test orders the write before the read).
@Observable private final class Progress: @unchecked Sendable {
  var completed = 0
}

private struct ProgressReader: View {
  let progress: Progress
  var body: some View { Text("Completed: \(progress.completed)") }
}

/// A model whose initializer records each call, for `@State var model = Model()`.
@Observable private final class Draft {
  static let initializations = Log()
  var text = "empty"
  init() { Draft.initializations.add("init") }
}

private struct DraftEditor: View {
  let title: String
  @State var model = Draft()

  var body: some View {
    VStack {
      Text("\(title): \(model.text)")
      Button("Write") { model.text = "written" }
    }
  }
}

private struct DraftScreen: View {
  @State private var revision = 0

  var body: some View {
    VStack {
      DraftEditor(title: "Revision \(revision)")
      Button("Revise") { revision += 1 }
    }
  }
}

/// A view modifier whose body reads the model.
private struct XBadge: ViewModifier {
  let model: Coordinates

  func body(content: Content) -> some View {
    VStack {
      content
      Text("badge x: \(model.x)")
    }
  }
}

/// Reads `x` or `y` depending on its own state.
private struct Switching: View {
  let model: Coordinates
  @State private var readsY = false

  var body: some View {
    VStack {
      Text(readsY ? "y: \(model.y)" : "x: \(model.x)")
      Button("Read y") { readsY = true }
    }
  }
}

@MainActor @Suite struct ObservationTrackingTests {
  // WWDC23 "Discover Observation in SwiftUI": only the views whose body read the changed
  // property are re-evaluated; the view that merely holds the model is not.
  @Test func aChangeReevaluatesOnlyTheViewsThatReadTheChangedProperty() throws {
    let model = Coordinates()
    let host = ViewHost(CoordinatesScreen(model: model))
    host.resetBodyEvaluationCounts()
    try host.button("Move x").tap()
    #expect(host.root.texts == ["x: 1", "y: 0", "Move x", "Move y"])
    #expect(host.bodyEvaluationCount(of: XReader.self) == 1)
    #expect(host.bodyEvaluationCount(of: YReader.self) == 0)
    #expect(host.bodyEvaluationCount(of: CoordinatesScreen.self) == 0)
    #expect(host.totalBodyEvaluationCount == 1)
  }

  // "Managing model data in your app": a view that read `x` does not update when `y` changes.
  @Test func aViewThatReadXIsNotReevaluatedWhenYChanges() throws {
    let model = Coordinates()
    let host = ViewHost(CoordinatesScreen(model: model))
    host.resetBodyEvaluationCounts()
    model.y = 7
    try host.update()
    #expect(host.bodyEvaluationCount(of: XReader.self) == 0)
    #expect(host.bodyEvaluationCount(of: YReader.self) == 1)
    #expect(host.root.texts.prefix(2) == ["x: 0", "y: 7"])
  }

  // Tracking is renewed at each evaluation: the second and third changes update the view too.
  @Test func everyLaterChangeOfAReadPropertyUpdatesTheView() throws {
    let model = Coordinates()
    let host = ViewHost(CoordinatesScreen(model: model))
    for expected in 1...3 {
      try host.button("Move x").tap()
      _ = try host.find(text: "x: \(expected)")
    }
    #expect(try host.find(XReader.self).bodyEvaluationCount == 4)
  }

  // A change made outside any host interaction is applied on the main actor at the latest on the
  // next turn (SwiftUI schedules the update; nothing re-evaluates synchronously in the setter).
  @Test func aChangeFromTheMainActorIsAppliedOnTheNextUpdate() async throws {
    let model = Coordinates()
    let host = ViewHost(CoordinatesScreen(model: model))
    model.x = 3
    #expect(host.root.texts.first == "x: 0")
    try await host.settle()
    #expect(host.root.texts.first == "x: 3")
  }

  // WWDC23 "Discover Observation in SwiftUI": observable models may be changed from any
  // thread; the views that read the property are updated on the main actor (`body` is
  // main-actor isolated: the graph evaluates it there).
  @Test func aChangeMadeOffTheMainActorIsAppliedOnTheMainActorAfterSettling() async throws {
    let progress = Progress()
    let host = ViewHost(ProgressReader(progress: progress))
    host.resetBodyEvaluationCounts()
    await Task.detached { progress.completed = 42 }.value
    try await host.settle()
    _ = try host.find(text: "Completed: 42")
    #expect(host.bodyEvaluationCount(of: ProgressReader.self) == 1)
  }

  // Apple docs, "Managing model data in your app" ("@State var library = Library()"): the view
  // keeps the instance it first stored. `State` documentation: the initial value is still
  // created whenever the view value is, so the initializer runs again, for nothing.
  @Test func stateHoldingAnObservableKeepsTheSameInstanceAcrossParentReevaluations() throws {
    let host = ViewHost(DraftScreen())
    let initializationsAtMount = Draft.initializations.entries.count
    try host.button("Write").tap()
    _ = try host.find(text: "Revision 0: written")
    try host.button("Revise").tap()
    try host.button("Revise").tap()
    // The editor was re-evaluated with its new title and still shows the first instance's text.
    _ = try host.find(text: "Revision 2: written")
    #expect(Draft.initializations.entries.count == initializationsAtMount + 2)
  }

  // An `@Observable` object held in `@State` is tracked like any other: writing a property re-
  // evaluates the reader although the state itself (the reference) did not change.
  @Test func stateHoldingAnObservableReevaluatesItsReaderOnAPropertyChange() throws {
    let host = ViewHost(DraftScreen())
    host.resetBodyEvaluationCounts()
    try host.button("Write").tap()
    #expect(host.bodyEvaluationCount(of: DraftEditor.self) == 1)
    #expect(host.bodyEvaluationCount(of: DraftScreen.self) == 0)
  }

  // An unmounted view is no longer updated by the model it read.
  @Test func aRemovedViewIsNotReevaluatedByLaterChanges() throws {
    let model = Coordinates()
    let host = ViewHost(XReader(model: model))
    host.unmount()
    host.resetBodyEvaluationCounts()
    model.x = 1
    try host.update()
    #expect(host.totalBodyEvaluationCount == 0)
  }

  // A view modifier's `body(content:)` is tracked like a view's `body`; the modified content,
  // which does not read the model, is not re-evaluated.
  @Test func aViewModifierBodyThatReadsThePropertyIsReevaluated() throws {
    let model = Coordinates()
    let host = ViewHost(YReader(model: model).modifier(XBadge(model: model)))
    host.resetBodyEvaluationCounts()
    model.x = 2
    try host.update()
    #expect(host.root.texts == ["y: 0", "badge x: 2"])
    #expect(host.bodyEvaluationCount(of: XBadge.self) == 1)
    #expect(host.bodyEvaluationCount(of: YReader.self) == 0)
  }

  // Only what the latest `body` read counts ("Discover Observation in SwiftUI", WWDC23: SwiftUI
  // tracks the properties a body reads, at each evaluation): once the view reads `y` instead of
  // `x`, a change to `x` no longer re-evaluates it.
  @Test func aPropertyTheLatestBodyNoLongerReadsDoesNotReevaluateTheView() throws {
    let model = Coordinates()
    let host = ViewHost(Switching(model: model))
    try host.button("Read y").tap()
    host.resetBodyEvaluationCounts()
    model.x = 1
    try host.update()
    #expect(host.totalBodyEvaluationCount == 0)
    model.y = 1
    try host.update()
    #expect(host.root.texts.first == "y: 1")
    #expect(host.bodyEvaluationCount(of: Switching.self) == 1)
  }
}

@Observable private final class Book: Identifiable {
  let id: Int
  var title: String
  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

/// Reads each book's title in the `ForEach` content closure, not in a row view's body.
private struct BookTitles: View {
  let books: [Book]

  var body: some View {
    VStack {
      ForEach(books) { book in Text(book.title) }
    }
  }
}

/// Reads the model in the sheet's content closure.
private struct TitleSheet: View {
  let book: Book
  @State private var isShown = true

  var body: some View {
    Text("Presenter")
      .sheet(isPresented: $isShown) { Text("Sheet: \(book.title)") }
  }
}

/// An observable model that records its end.
@Observable private final class Editing {
  @ObservationIgnored let log: Log
  var text = ""
  init(log: Log) { self.log = log }
  deinit { log.add("released") }
}

private struct EditingView: View {
  @State private var model: Editing
  init(log: Log) { _model = State(initialValue: Editing(log: log)) }
  var body: some View { Text("Editing \(model.text)") }
}

private struct EditingHost: View {
  let log: Log
  @State private var isShown = true

  var body: some View {
    VStack {
      if isShown { EditingView(log: log) }
      Button("Close") { isShown = false }
    }
  }
}

@MainActor @Suite struct ObservableStateLifetimeTests {
  // "Managing model data in your app": `@State` makes the view the owner of the model, which
  // lives as long as the view; once the view is removed, nothing keeps the model.
  @Test func aModelHeldInStateIsReleasedWithItsView() throws {
    let log = Log()
    let host = ViewHost(EditingHost(log: log))
    #expect(log.entries.isEmpty)
    try host.button("Close").tap()
    #expect(log.entries == ["released"])
  }
}

@MainActor @Suite struct ObservationInContentClosuresTests {
  // SwiftUI tracks the reads of a `ForEach` content closure too ("Managing model data in your
  // app": `List(library.books) { book in … }`): a changed title updates its row.
  @Test func aReadInAForEachContentClosureUpdatesTheRow() throws {
    let books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
    let host = ViewHost(BookTitles(books: books))
    books[0].title = "Dune Messiah"
    try host.update()
    #expect(host.root.texts == ["Dune Messiah", "Emma"])
  }

  // The same for a sheet's content closure.
  @Test func aReadInASheetContentClosureUpdatesTheSheet() throws {
    let book = Book(id: 1, title: "Dune")
    let host = ViewHost(TitleSheet(book: book))
    _ = try host.find(text: "Sheet: Dune")
    book.title = "Emma"
    try host.update()
    _ = try host.find(text: "Sheet: Emma")
  }
}
