@testable import HeadlessUI
import Testing

// Apple docs, "Managing model data in your app" ("Share model data throughout a view
// hierarchy"): `.environment(library)` places an observable object, `@Environment(Library.self)`
// reads it, and the reading views update when a property they read changes. "Migrating from the
// Observable Object protocol to the Observable macro": `environmentObject(_:)` becomes
// `environment(_:)`, `@EnvironmentObject` becomes `@Environment(Type.self)`.

@Observable private final class Library {
  var books: [String]
  var visits = 0
  init(books: [String]) { self.books = books }
}

private struct BookCount: View {
  @Environment(Library.self) private var library
  var body: some View { Text("\(library.books.count) books") }
}

private struct VisitCount: View {
  @Environment(Library.self) private var library
  var body: some View { Text("\(library.visits) visits") }
}

private struct OptionalBookCount: View {
  @Environment(Library.self) private var library: Library?
  var body: some View { Text(library.map { "\($0.books.count) books" } ?? "No library") }
}

private struct Shelf: View {
  var body: some View {
    VStack {
      BookCount()
      VisitCount()
    }
  }
}

private struct Branches: View {
  let main: Library
  let annex: Library
  @State private var usesAnnex = false

  var body: some View {
    VStack {
      Shelf()
      Button("Switch") { usesAnnex.toggle() }
    }
    .environment(usesAnnex ? annex : main)
  }
}

@MainActor @Suite struct ObservableEnvironmentTests {
  // "Managing model data in your app": a view reading the environment object updates when the
  // property it read changes; the reader of another property does not.
  @Test func environmentReadersOfTheChangedPropertyUpdate() throws {
    let library = Library(books: ["Dune"])
    let host = ViewHost(Shelf().environment(library))
    host.resetBodyEvaluationCounts()
    library.books.append("Emma")
    try host.update()
    #expect(host.root.texts == ["2 books", "0 visits"])
    #expect(host.bodyEvaluationCount(of: BookCount.self) == 1)
    #expect(host.bodyEvaluationCount(of: VisitCount.self) == 0)
    #expect(host.bodyEvaluationCount(of: Shelf.self) == 0)
  }

  // Another object placed by an ancestor re-evaluates the readers, which then follow the new
  // object and no longer the old one.
  @Test func replacingTheObjectReevaluatesItsReadersWhichFollowTheNewOne() throws {
    let main = Library(books: ["Dune"])
    let annex = Library(books: ["Emma", "Ulysses", "Walden"])
    let host = ViewHost(Branches(main: main, annex: annex))
    host.resetBodyEvaluationCounts()
    try host.button("Switch").tap()
    #expect(host.root.texts.prefix(2) == ["3 books", "0 visits"])
    #expect(host.bodyEvaluationCount(of: BookCount.self) == 1)
    #expect(host.bodyEvaluationCount(of: VisitCount.self) == 1)
    host.resetBodyEvaluationCounts()
    main.books.removeAll()
    try host.update()
    #expect(host.totalBodyEvaluationCount == 0)
    annex.visits = 5
    try host.update()
    #expect(host.root.texts.prefix(2) == ["3 books", "5 visits"])
  }

  // `@Environment(Library.self) var library: Library?` reads `nil` without an ancestor's object
  // (Apple's `Environment.init(_:)` for an optional observable).
  @Test func anOptionalEnvironmentObjectIsNilWithoutAnAncestorsObject() throws {
    let without = ViewHost(OptionalBookCount())
    #expect(without.root.texts == ["No library"])
    let host = ViewHost(OptionalBookCount().environment(Library(books: ["Dune", "Emma"])))
    #expect(host.root.texts == ["2 books"])
  }

  // `environment(_:)` with `nil` removes the object for the subtree.
  @Test func placingNilRemovesTheObjectBelow() {
    let library = Library(books: ["Dune"])
    let host = ViewHost(OptionalBookCount().environment(nil as Library?).environment(library))
    #expect(host.root.texts == ["No library"])
  }

  // `EnvironmentValues[objectType]`: the subscript reads and writes the object the modifier sets.
  @Test func environmentValuesStoreObservableObjectsByType() {
    var environment = EnvironmentValues()
    #expect(environment[Library.self] == nil)
    let library = Library(books: ["Dune"])
    environment[Library.self] = library
    #expect(environment[Library.self] === library)
    let host = ViewHost(BookCount(), environment: environment)
    #expect(host.root.texts == ["1 books"])
    environment[Library.self] = nil
    #expect(environment[Library.self] == nil)
  }

  // SwiftUI stops the program when `@Environment(T.self)` finds no object, with this message
  // (SwiftUICore/Environment+Objects.swift, as reported in nalexn/ViewInspector#423): it names
  // `environmentObject(_:)` although `environment(_:)` is the modifier that places the object.
  @Test func aMissingObservableObjectStopsWithSwiftUIsMessage() {
    #expect(
      missingObservableMessage(Library.self)
        == "No Observable object of type Library found. A View.environmentObject(_:) for Library may be missing as an ancestor of this view."
    )
  }
}
