import HeadlessUI
import Testing

// `EquatableView` and `View.equatable()`.
//
// - EquatableView docs (https://developer.apple.com/documentation/swiftui/equatableview):
//   "A view type that compares itself against its previous value and prevents its child updating
//   if its new value is the same as its old value."
// - equatable() docs (https://developer.apple.com/documentation/swiftui/view/equatable()):
//   "Prevents the view from updating its child view when its new value is the same as its old
//   value."

/// Holds a closure (which field-by-field comparison counts as changed), but declares its own
/// `==` that looks at `value` only: the case `equatable()` exists for.
private struct Chart: View, Equatable {
  let value: Int
  let onSelect: () -> Void

  nonisolated static func == (lhs: Chart, rhs: Chart) -> Bool { lhs.value == rhs.value }

  var body: some View { Text("chart \(value)") }
}

private enum Wrapping {
  case modifier, initializer
}

/// Shows a `Chart` wrapped by `.equatable()` or `EquatableView(content:)`, with a fresh closure
/// and a `value` of `valueOf(taps)`.
private struct ChartParent: View {
  let wrapping: Wrapping
  let valueOf: @MainActor (Int) -> Int
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      Button("Tap") { taps += 1 }
      switch wrapping {
      case .modifier: Chart(value: valueOf(taps), onSelect: {}).equatable()
      case .initializer: EquatableView(content: Chart(value: valueOf(taps), onSelect: {}))
      }
    }
  }
}

extension SwiftUISemantics {
  @MainActor @Suite("EquatableView")
  struct EquatableViews {
    /// equatable() docs: "Prevents the view from updating its child view when its new value is
    /// the same as its old value" — the same by `==`, although a closure changed.
    @Test("equatable(): a view equal by == is not re-evaluated, even holding a new closure")
    func equatableModifierSkipsAnEqualView() throws {
      let host = ViewHost(ChartParent(wrapping: .modifier, valueOf: { _ in 3 }))
      host.resetBodyEvaluationCounts()
      try host.button("Tap").tap()
      _ = try host.find(text: "Taps: 1")
      #expect(host.bodyEvaluationCount(of: ChartParent.self) == 1)
      #expect(host.bodyEvaluationCount(of: Chart.self) == 0)
    }

    /// EquatableView docs: it "compares itself against its previous value and prevents its child
    /// updating if its new value is the same as its old value".
    @Test("EquatableView(content:): a content equal by == is not re-evaluated")
    func equatableViewSkipsAnEqualContent() throws {
      let host = ViewHost(ChartParent(wrapping: .initializer, valueOf: { _ in 3 }))
      host.resetBodyEvaluationCounts()
      try host.button("Tap").tap()
      _ = try host.find(text: "Taps: 1")
      #expect(host.bodyEvaluationCount(of: Chart.self) == 0)
    }

    /// EquatableView docs: the child updates when the new value is not the same as the old one.
    @Test("equatable(): a view that differs by == is re-evaluated")
    func equatableModifierUpdatesADifferentView() throws {
      let host = ViewHost(ChartParent(wrapping: .modifier, valueOf: { $0 }))
      host.resetBodyEvaluationCounts()
      try host.button("Tap").tap()
      _ = try host.find(text: "chart 1")
      #expect(host.bodyEvaluationCount(of: Chart.self) == 1)
    }
  }
}
