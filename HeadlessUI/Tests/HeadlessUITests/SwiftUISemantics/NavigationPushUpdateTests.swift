import HeadlessUI
import Testing

// A push or a pop changes the navigation stack's own state, not the inputs of its root content:
// the root's views are not evaluated again (HeadlessUI/Design.md, "Updates as SwiftUI does them").
//
// - State docs (https://developer.apple.com/documentation/swiftui/state): "When the value
//   changes, SwiftUI updates the parts of the view hierarchy that depend on the value." The
//   root content of a stack that manages its own path does not read the path.
// - WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022),
//   "Dependencies": a view is required to produce a new body when one of its dependencies
//   changes; the root content's value was made once by the stack's parent, which did not run again.
// - NavigationStack docs (https://developer.apple.com/documentation/swiftui/navigationstack):
//   "Use a navigation stack to present a stack of views over a root view"; a link in a stack
//   that manages its own state appends to that state, which only the stack reads.

/// Rows holding a closure (an input that always counts as changed when compared), each a link.
private struct LinkRows: View {
  let onAppearCount: @MainActor () -> Void

  var body: some View {
    VStack {
      ForEach(0..<3, id: \.self) { number in
        NavigationLink("Item \(number)") { PushedDetail(number: number) }
      }
    }
    .onAppear { onAppearCount() }
  }
}

private struct PushedDetail: View {
  let number: Int
  var body: some View { Text("Detail \(number)") }
}

/// A stack managing its own path, its root content holding a closure.
private struct OwnPathStack: View {
  var body: some View {
    NavigationStack { LinkRows(onAppearCount: {}) }
  }
}

/// A stack whose parent has state of its own: a change of it makes a new stack value.
private struct ParentWithState: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("Tap \(taps)") { taps += 1 }
      NavigationStack { LinkRows(onAppearCount: {}) }
    }
  }
}

extension SwiftUISemantics {
  @MainActor @Suite("A push leaves the stack's root content alone")
  struct NavigationPushUpdate {
    /// State docs: a change updates the parts that depend on it. The pushed path is the stack's
    /// own state; the root content holds a closure but was not given a new value.
    @Test("A push in a stack that manages its own path evaluates no body of its root content")
    func pushSkipsRootContent() throws {
      let host = ViewHost(OwnPathStack())
      #expect(host.bodyEvaluationCount(of: LinkRows.self) == 1)
      host.resetBodyEvaluationCounts()
      try host.button("Item 1").tap()
      _ = try host.find(text: "Detail 1")
      #expect(host.bodyEvaluationCount(of: LinkRows.self) == 0)
      #expect(host.bodyEvaluationCount(of: PushedDetail.self) == 1)
    }

    /// The same rule for the pop: the root content is revealed, not given a new value.
    @Test("A pop back to the root evaluates no body of its root content")
    func popSkipsRootContent() throws {
      let host = ViewHost(OwnPathStack())
      try host.button("Item 2").tap()
      host.resetBodyEvaluationCounts()
      try host.navigationStack().pop()
      _ = try host.button("Item 0")
      #expect(host.bodyEvaluationCount(of: LinkRows.self) == 0)
    }

    /// WWDC21 "Demystify SwiftUI", dependencies: when the stack's parent evaluates again, the
    /// root content is a new value, compared as any child is (a closure counts as changed).
    @Test("A stack made again by its parent gives its root content the new value")
    func parentChangeReachesRootContent() throws {
      let host = ViewHost(ParentWithState())
      try host.button("Item 0").tap()
      host.resetBodyEvaluationCounts()
      try host.navigationStack().pop()
      try host.button("Tap 0").tap()
      _ = try host.button("Tap 1")
      #expect(host.bodyEvaluationCount(of: LinkRows.self) == 1)
    }
  }
}
