import HeadlessUI
import Testing

// Apple docs, `StateObject`: "SwiftUI creates a new instance of the model object only once during
// the lifetime of the container that declares the state object"; the view updates "when any
// published properties of the observable object change"; "If the view's identity changes"
// (for example a different `id(_:)`), SwiftUI creates a new object, "initialized with" the
// initial value again.

private final class Tally: ObservableObject {
  @Published var count = 0
  init(log: Log) { log.add("init") }
}

private struct TallyView: View {
  let title: String
  @StateObject private var tally: Tally

  init(title: String, log: Log) {
    self.title = title
    // `StateObject` docs ("Initialize state objects using external data").
    _tally = StateObject(wrappedValue: Tally(log: log))
  }

  var body: some View {
    VStack {
      Text("\(title): \(tally.count)")
      Button("Count \(title)") { tally.count += 1 }
    }
  }
}

private final class Note: ObservableObject {
  @Published var text = ""
}

private struct NoteView: View {
  @StateObject private var note = Note()

  var body: some View {
    VStack {
      TextField("Note", text: $note.text)
      Text("Note: \(note.text)")
    }
  }
}

/// Records its own end.
private final class Session: ObservableObject {
  let log: Log
  init(log: Log) {
    self.log = log
    log.add("start")
  }
  deinit { log.add("end") }
}

private struct SessionView: View {
  @StateObject private var session: Session
  init(log: Log) { _session = StateObject(wrappedValue: Session(log: log)) }
  var body: some View { Text("Session") }
}

private struct SessionHost: View {
  let log: Log
  @State private var isShown = true

  var body: some View {
    VStack {
      if isShown { SessionView(log: log) }
      Button("Close") { isShown = false }
    }
  }
}

private struct RetitlingParent: View {
  let log: Log
  @State private var revision = 0

  var body: some View {
    VStack {
      TallyView(title: "Revision \(revision)", log: log)
      Button("Revise") { revision += 1 }
    }
  }
}

private struct IdentifiedParent: View {
  let log: Log
  @State private var generation = 0

  var body: some View {
    VStack {
      TallyView(title: "Tally", log: log).id(generation)
      Button("Reset") { generation += 1 }
    }
  }
}

private struct BranchingParent: View {
  let log: Log
  @State private var showsFirst = true

  var body: some View {
    VStack {
      if showsFirst {
        TallyView(title: "First", log: log)
      } else {
        TallyView(title: "Second", log: log)
      }
      Button("Swap") { showsFirst.toggle() }
    }
  }
}

@MainActor @Suite struct StateObjectTests {
  // `StateObject`: created once per lifetime of the view; the autoclosure is not evaluated again
  // when the parent re-evaluates and re-creates the view value.
  @Test func aStateObjectIsCreatedOncePerIdentity() throws {
    let log = Log()
    let host = ViewHost(RetitlingParent(log: log))
    try host.button("Count Revision 0").tap()
    try host.button("Revise").tap()
    try host.button("Revise").tap()
    _ = try host.find(text: "Revision 2: 1")
    #expect(log.entries == ["init"])
  }

  // `StateObject`: the owning view is re-evaluated when a published property changes.
  @Test func aPublishedChangeReevaluatesTheOwningView() throws {
    let log = Log()
    let host = ViewHost(RetitlingParent(log: log))
    host.resetBodyEvaluationCounts()
    try host.button("Count Revision 0").tap()
    _ = try host.find(text: "Revision 0: 1")
    #expect(host.bodyEvaluationCount(of: TallyView.self) == 1)
    #expect(host.bodyEvaluationCount(of: RetitlingParent.self) == 0)
  }

  // `StateObject` ("Force reinitialization by changing view identity"): a new `id(_:)` makes a
  // new view, hence a new object.
  @Test func aNewIdentityMakesANewObject() throws {
    let log = Log()
    let host = ViewHost(IdentifiedParent(log: log))
    try host.button("Count Tally").tap()
    _ = try host.find(text: "Tally: 1")
    try host.button("Reset").tap()
    _ = try host.find(text: "Tally: 0")
    #expect(log.entries == ["init", "init"])
  }

  // Each branch of an `if` is its own view ("Demystify SwiftUI", WWDC21: structural identity),
  // with its own state object; coming back to a branch makes a new one.
  @Test func eachBranchOfAnIfHasItsOwnObject() throws {
    let log = Log()
    let host = ViewHost(BranchingParent(log: log))
    try host.button("Count First").tap()
    _ = try host.find(text: "First: 1")
    try host.button("Swap").tap()
    _ = try host.find(text: "Second: 0")
    try host.button("Swap").tap()
    _ = try host.find(text: "First: 0")
    #expect(log.entries == ["init", "init", "init"])
  }

  // HeadlessUI/Design.md, storage per mounted instance: each occurrence of a view has its own object.
  @Test func twoInstancesOfTheSameViewHaveTheirOwnObjects() throws {
    let log = Log()
    let host = ViewHost(VStack {
      TallyView(title: "A", log: log)
      TallyView(title: "B", log: log)
    })
    try host.button("Count A").tap()
    #expect(host.root.texts == ["A: 1", "Count A", "B: 0", "Count B"])
    #expect(log.entries == ["init", "init"])
  }

  // `StateObject.projectedValue`: `$note.text` is a binding that writes the object, whose
  // published change re-evaluates the view.
  @Test func theProjectedValueMakesBindingsToTheObjectsProperties() throws {
    let host = ViewHost(NoteView())
    try host.textField("Note").enterText("milk")
    _ = try host.find(text: "Note: milk")
    #expect(try host.textField("Note").textFieldValue == "milk")
  }

  // `StateObject`: the object lives as long as the view's identity; once the view is gone it is
  // released (SwiftUI keeps no reference to it).
  @Test func theObjectIsReleasedWhenTheViewIsRemoved() throws {
    let log = Log()
    let host = ViewHost(SessionHost(log: log))
    #expect(log.entries == ["start"])
    try host.button("Close").tap()
    #expect(log.entries == ["start", "end"])
  }
}
