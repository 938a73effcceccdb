import HeadlessUI
import Testing

/// A leaf with its own state, showing `name: count`.
private struct Tally: View {
  let name: String
  @State private var count = 0

  var body: some View {
    Button("\(name): \(count)") { count += 1 }
  }
}

private struct Branches: View {
  @State private var flag = true

  var body: some View {
    VStack {
      if flag {
        Tally(name: "left")
      } else {
        Tally(name: "right")
      }
      Button("Flip") { flag.toggle() }
    }
  }
}

private struct Item: Identifiable, Equatable {
  var id: String
}

private struct List: View {
  @State var items: [Item]

  var body: some View {
    VStack {
      ForEach(items) { item in Tally(name: item.id) }
      Button("Reverse") { items.reverse() }
      Button("Remove b") { items.removeAll { $0.id == "b" } }
      Button("Add b") { items.append(Item(id: "b")) }
    }
  }
}

private struct Erased: View {
  @State private var showText = false

  var body: some View {
    VStack {
      showText ? AnyView(Text("text")) : AnyView(Tally(name: "erased"))
      Button("Switch") { showText.toggle() }
    }
  }
}

@MainActor @Suite struct IdentityTests {
  @Test func stateSurvivesReevaluationAtTheSamePosition() throws {
    let host = ViewHost(Branches())
    try host.button("left: 0").tap()
    try host.button("left: 1").tap()
    #expect(host.findAll(text: "left: 2").count == 1)
  }

  @Test func conditionalBranchesAreDifferentIdentitiesAndResetState() throws {
    let host = ViewHost(Branches())
    try host.button("left: 0").tap()
    let left = try host.find(Tally.self)
    try host.button("Flip").tap()
    #expect(!left.isMounted)
    try host.button("right: 0").tap()
    try host.button("Flip").tap()
    _ = try host.button("left: 0")
    try host.button("Flip").tap()
    _ = try host.button("right: 0")
  }

  @Test func forEachKeepsStateByIdAcrossReordering() throws {
    let host = ViewHost(List(items: [Item(id: "a"), Item(id: "b"), Item(id: "c")]))
    try host.button("b: 0").tap()
    try host.button("Reverse").tap()
    #expect(host.findAll(Tally.self).map { $0.texts } == [["c: 0"], ["b: 1"], ["a: 0"]])
  }

  @Test func forEachRemovalResetsStateAndReinsertionStartsFresh() throws {
    let host = ViewHost(List(items: [Item(id: "a"), Item(id: "b")]))
    try host.button("b: 0").tap()
    let b = try host.button("b: 1")
    try host.button("Remove b").tap()
    #expect(!b.isMounted)
    try host.button("Add b").tap()
    _ = try host.button("b: 0")
  }

  @Test func anyViewWithAnotherWrappedTypeReplacesTheSubtree() throws {
    let host = ViewHost(Erased())
    try host.button("erased: 0").tap()
    try host.button("Switch").tap()
    _ = try host.find(text: "text")
    try host.button("Switch").tap()
    _ = try host.button("erased: 0")
  }
}
