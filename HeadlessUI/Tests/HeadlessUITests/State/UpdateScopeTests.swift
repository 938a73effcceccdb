import HeadlessUI
import Testing

/// 10 branches of 12 leaves: 120 leaves, each with its own state.
private struct Forest: View {
  var body: some View {
    VStack {
      ForEach(0..<10) { branch in
        Branch(leaves: branch * 12..<(branch + 1) * 12)
      }
    }
  }
}

private struct Branch: View {
  let leaves: Range<Int>

  var body: some View {
    VStack {
      ForEach(leaves, id: \.self) { Leaf(index: $0) }
    }
  }
}

private struct Leaf: View {
  let index: Int
  @State private var taps = 0

  var body: some View {
    Button("Leaf \(index): \(taps)") { taps += 1 }
  }
}

private struct Parent: View {
  @State private var label = "a"

  var body: some View {
    VStack {
      Child(label: label)
      Sibling()
      Button("Change") { label = "b" }
    }
  }
}

private struct Child: View {
  let label: String
  var body: some View { Text(label) }
}

private struct Sibling: View {
  var body: some View { Text("sibling") }
}

@MainActor @Suite struct UpdateScopeTests {
  @Test func mountingEvaluatesEveryBodyOnce() {
    let host = ViewHost(Forest())
    #expect(host.bodyEvaluationCount(of: Forest.self) == 1)
    #expect(host.bodyEvaluationCount(of: Branch.self) == 10)
    #expect(host.bodyEvaluationCount(of: Leaf.self) == 120)
    #expect(host.totalBodyEvaluationCount == 131)
  }

  @Test func aStateChangeInOneLeafReevaluatesOnlyThatLeaf() throws {
    let host = ViewHost(Forest())
    host.resetBodyEvaluationCounts()
    try host.button("Leaf 57: 0").tap()
    #expect(host.bodyEvaluationCount(of: Leaf.self) == 1)
    #expect(host.bodyEvaluationCount(of: Branch.self) == 0)
    #expect(host.bodyEvaluationCount(of: Forest.self) == 0)
    #expect(host.totalBodyEvaluationCount == 1)
    _ = try host.button("Leaf 57: 1")
    #expect(try host.button("Leaf 57: 1").parent?.bodyEvaluationCount == 2)
  }

  @Test func aReevaluatedParentReevaluatesTheChildrenWhoseInputsChangedOnly() throws {
    let host = ViewHost(Parent())
    host.resetBodyEvaluationCounts()
    try host.button("Change").tap()
    _ = try host.find(text: "b")
    #expect(host.bodyEvaluationCount(of: Parent.self) == 1)
    #expect(host.bodyEvaluationCount(of: Child.self) == 1)
    // SwiftUI's rule: a child whose inputs did not change (it has none) is not re-evaluated.
    #expect(host.bodyEvaluationCount(of: Sibling.self) == 0)
  }
}
