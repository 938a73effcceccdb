import HeadlessUI
import Testing

// SwiftUI's update rule: when a view re-evaluates its body, a child re-evaluates only if its
// inputs changed — the new view value compared with the old one (HeadlessUI/Design.md,
// "Updates as SwiftUI does them": Equatable fields by `==`, class references by identity, closures as changed, other
// values field by field).
//
// - WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022),
//   "Dependencies": a dependency is an input to a view; when a dependency changes, the view is
//   required to produce a new body — and a view whose dependencies did not change is not.
// - WWDC23 "Demystify SwiftUI performance" (https://developer.apple.com/videos/play/wwdc2023/10160):
//   views form a dependency graph; a view's body runs when one of its dependencies changed, so
//   unnecessary dependencies cost body evaluations.
// - HeadlessUI/Design.md (the contract, after SwiftUI): how an input counts as changed — `Equatable` views
//   by `==`, otherwise field by field: `Equatable` fields by `==`, class references by identity,
//   closures always as changed. Apple's documentation does not spell out the field comparison;
//   the nearest sources: EquatableView (https://developer.apple.com/documentation/swiftui/equatableview),
//   "compares itself against its previous value", i.e. by `==` only when asked; and John Harper
//   (SwiftUI team), quoted in https://chris.eidhof.nl/note/swiftui-view-equality: "for POD views
//   it compares each field directly instead (via reflection) … When it does the per-field
//   comparison the same rules are applied recursively to each field". A closure is neither plain
//   data nor `Equatable`, so it cannot be proved unchanged; a reference compares as its pointer.
// - State docs (https://developer.apple.com/documentation/swiftui/state): "When the value
//   changes, SwiftUI updates the parts of the view hierarchy that depend on the value."

// MARK: - Fixtures

private struct Row: View {
  let index: Int
  var body: some View { Text("Row \(index)") }
}

/// One `@State` at the top and 100 children that never change.
private struct HundredRows: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      Button("Tap") { taps += 1 }
      ForEach(0..<100) { Row(index: $0) }
    }
  }
}

/// An `Equatable` value whose `==` ignores `revision`: equal by `==`, different in its bits.
private struct Revisioned: Equatable {
  let value: Int
  let revision: Int
  static func == (lhs: Revisioned, rhs: Revisioned) -> Bool { lhs.value == rhs.value }
}

private struct RevisionedChild: View {
  let input: Revisioned
  var body: some View { Text("value \(input.value)") }
}

/// Passes its child a `Revisioned` whose `value` is `valueOf(taps)` and whose `revision` is
/// always new.
private struct RevisionedParent: View {
  let valueOf: @MainActor (Int) -> Int
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      Button("Tap") { taps += 1 }
      RevisionedChild(input: Revisioned(value: valueOf(taps), revision: taps))
    }
  }
}

/// A view that is `Equatable` itself, with an `==` that ignores `renderedAt` (and a `String`, so
/// that SwiftUI cannot compare it as plain bits).
private struct Badge: View, Equatable {
  let title: String
  let renderedAt: Int
  nonisolated static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.title == rhs.title }
  var body: some View { Text(title) }
}

private struct BadgeParent: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      Button("Tap") { taps += 1 }
      Badge(title: "New", renderedAt: taps)
    }
  }
}

private struct ClosureChild: View {
  let action: () -> Void
  var body: some View { Text("closure child") }
}

/// Passes its child a closure (a new one each time its body runs).
private struct ClosureParent: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      Button("Tap") { taps += 1 }
      ClosureChild {}
    }
  }
}

/// How many times `CountedInput.==` ran.
@MainActor private var countedComparisons = 0

/// An `Equatable` input that counts its comparisons.
private struct CountedInput: Equatable {
  let value: Int
  static func == (lhs: CountedInput, rhs: CountedInput) -> Bool {
    MainActor.assumeIsolated { countedComparisons += 1 }
    return lhs.value == rhs.value
  }
}

/// A child with an `Equatable` input, then a closure.
private struct CountedClosureChild: View {
  let input: CountedInput
  let action: () -> Void
  var body: some View { Text("counted closure child") }
}

/// Passes its child an equal `CountedInput` and a new closure each time its body runs.
private struct CountedClosureParent: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      Button("Tap") { taps += 1 }
      CountedClosureChild(input: CountedInput(value: 1)) {}
    }
  }
}

/// A reference type without `Equatable`: SwiftUI compares such inputs by identity.
private final class Model {
  var name = "model"
}

private struct ModelChild: View {
  let model: Model
  var body: some View { Text(model.name) }
}

/// Passes its child the same `Model` instance on every evaluation.
private struct SameModelParent: View {
  let model = Model()
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      Button("Tap") { taps += 1 }
      ModelChild(model: model)
    }
  }
}

/// Passes its child a new `Model` instance on every evaluation.
private struct NewModelParent: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      Button("Tap") { taps += 1 }
      ModelChild(model: Model())
    }
  }
}

private struct Grandchild: View {
  let label: String
  var body: some View { Text(label) }
}

private struct Middle: View {
  let count: Int
  var body: some View {
    VStack {
      Text("count \(count)")
      Grandchild(label: "grandchild")
    }
  }
}

/// Root → `Middle(count:)` → `Grandchild`; `Middle`'s input is `countOf(taps)`.
private struct NestedParent: View {
  let countOf: @MainActor (Int) -> Int
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      Button("Tap") { taps += 1 }
      Middle(count: countOf(taps))
    }
  }
}

/// A 10,000-row tree: 100 sections of 100 rows, and one `@State` at the root.
private struct TenThousandRows: View {
  @State private var ticks = 0

  var body: some View {
    VStack {
      Text("Ticks: \(ticks)")
      Button("Tick") { ticks += 1 }
      ForEach(0..<100) { section in
        Section100(rows: section * 100..<(section + 1) * 100)
      }
    }
  }
}

private struct Section100: View {
  let rows: Range<Int>

  var body: some View {
    VStack {
      ForEach(rows, id: \.self) { Row(index: $0) }
    }
  }
}

/// A modifier with a comparable input, applied inside another modifier's body.
private struct Marking: ViewModifier, Equatable {
  let mark: Int

  func body(content: Content) -> some View {
    VStack {
      Text("mark \(mark)")
      content
    }
  }
}

/// A modifier holding a closure (so it re-evaluates with its parent) whose body applies
/// `Marking(mark: markOf())`.
private struct ClosureHolding: ViewModifier {
  let markOf: @MainActor () -> Int

  func body(content: Content) -> some View {
    content.modifier(Marking(mark: markOf()))
  }
}

/// Root → `Text` with `ClosureHolding`; the closure maps the root's taps to the mark.
private struct ModifierInModifierParent: View {
  let markOf: @MainActor (Int) -> Int
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      Button("Tap") { taps += 1 }
      Grandchild(label: "modified").modifier(ClosureHolding { markOf(taps) })
    }
  }
}

// MARK: - Tests

extension SwiftUISemantics {
  @MainActor @Suite("The update rule")
  struct UpdateRule {
    /// WWDC21 "Demystify SwiftUI" (dependencies) and State docs: a state change updates the
    /// views that depend on it; 100 children whose inputs did not change are not re-evaluated.
    @Test("A @State change in a parent of 100 unchanged children evaluates exactly 1 body")
    func unchangedChildrenAreSkipped() throws {
      let host = ViewHost(HundredRows())
      #expect(host.bodyEvaluationCount(of: Row.self) == 100)
      host.resetBodyEvaluationCounts()
      try host.button("Tap").tap()
      _ = try host.find(text: "Taps: 1")
      #expect(host.bodyEvaluationCount(of: HundredRows.self) == 1)
      #expect(host.bodyEvaluationCount(of: Row.self) == 0)
      #expect(host.totalBodyEvaluationCount == 1)
    }

    /// WWDC21 "Demystify SwiftUI" (dependencies) with HeadlessUI/Design.md's comparison ("Updates as SwiftUI does them"): an `Equatable`
    /// field is compared with `==`. `Revisioned`'s bits change on every evaluation but `==` says equal: the child is skipped.
    @Test("A child whose Equatable input is equal by == is skipped")
    func equalEquatableInputIsSkipped() throws {
      let host = ViewHost(RevisionedParent(valueOf: { _ in 7 }))
      host.resetBodyEvaluationCounts()
      try host.button("Tap").tap()
      _ = try host.find(text: "Taps: 1")
      #expect(host.bodyEvaluationCount(of: RevisionedParent.self) == 1)
      #expect(host.bodyEvaluationCount(of: RevisionedChild.self) == 0)
    }

    /// WWDC21 "Demystify SwiftUI" (dependencies): a child whose input changed produces a new body.
    @Test("A child whose input changed is re-evaluated")
    func changedInputIsReevaluated() throws {
      let host = ViewHost(RevisionedParent(valueOf: { $0 }))
      host.resetBodyEvaluationCounts()
      try host.button("Tap").tap()
      _ = try host.find(text: "value 1")
      #expect(host.bodyEvaluationCount(of: RevisionedChild.self) == 1)
    }

    /// WWDC21 "Demystify SwiftUI" (dependencies): the rule holds for a view modifier like for a
    /// view — a modifier is an input of the view it modifies. A modifier whose closure makes it
    /// re-evaluate with its parent produces, in its body, a modifier equal to the previous one:
    /// that one's body is not evaluated again, nor the content below it.
    @Test("A modifier with equal inputs made again in a re-evaluated modifier's body is not re-evaluated")
    func equalModifierInAReevaluatedModifierBodyIsSkipped() throws {
      let host = ViewHost(ModifierInModifierParent(markOf: { _ in 7 }))
      #expect(host.bodyEvaluationCount(of: Marking.self) == 1)
      host.resetBodyEvaluationCounts()
      try host.button("Tap").tap()
      _ = try host.find(text: "Taps: 1")
      #expect(host.bodyEvaluationCount(of: ClosureHolding.self) == 1)
      #expect(host.bodyEvaluationCount(of: Marking.self) == 0)
      #expect(host.bodyEvaluationCount(of: Grandchild.self) == 0)
      #expect(try host.find(text: "mark 7").isMounted)
    }

    /// WWDC21 "Demystify SwiftUI" (dependencies): the same modifier with a changed input produces
    /// a new body; the content it shows, unchanged, is not re-evaluated.
    @Test("A modifier whose input changed, made in a re-evaluated modifier's body, is re-evaluated")
    func changedModifierInAReevaluatedModifierBodyIsReevaluated() throws {
      let host = ViewHost(ModifierInModifierParent(markOf: { $0 }))
      host.resetBodyEvaluationCounts()
      try host.button("Tap").tap()
      _ = try host.find(text: "mark 1")
      #expect(host.bodyEvaluationCount(of: Marking.self) == 1)
      #expect(host.bodyEvaluationCount(of: Grandchild.self) == 0)
    }

    /// EquatableView docs (https://developer.apple.com/documentation/swiftui/equatableview) and
    /// HeadlessUI/Design.md: a view that is `Equatable` is compared with its own `==`, here one that
    /// ignores a field that changes on every evaluation.
    @Test("An Equatable view is compared by its own ==")
    func equatableViewIsComparedByItsEquality() throws {
      let host = ViewHost(BadgeParent())
      host.resetBodyEvaluationCounts()
      try host.button("Tap").tap()
      _ = try host.find(text: "Taps: 1")
      #expect(host.bodyEvaluationCount(of: BadgeParent.self) == 1)
      #expect(host.bodyEvaluationCount(of: Badge.self) == 0)
    }

    /// HeadlessUI/Design.md's comparison ("Updates as SwiftUI does them"), after SwiftUI (John Harper's per-field rule, above): closures
    /// cannot be compared, so a view holding a closure counts as changed whenever its parent
    /// re-evaluates.
    @Test("A child with a closure input is re-evaluated with its parent")
    func closureInputIsReevaluated() throws {
      let host = ViewHost(ClosureParent())
      host.resetBodyEvaluationCounts()
      try host.button("Tap").tap()
      _ = try host.find(text: "Taps: 1")
      #expect(host.bodyEvaluationCount(of: ClosureChild.self) == 1)
    }

    /// WWDC21 "Demystify SwiftUI" (dependencies): a new view value is compared with the previous one
    /// to decide whether its body runs; the SwiftUI team (John Harper) describes the comparison as
    /// field by field, and a closure cannot be compared. Every field must be unchanged, so a closure
    /// field decides alone; the view's other fields are not compared (HeadlessUI/Design.md,
    /// "Updates as SwiftUI does them").
    @Test("A child holding a closure is re-evaluated without its other inputs being compared")
    func closureDecidesWithoutComparingOtherFields() throws {
      let host = ViewHost(CountedClosureParent())
      host.resetBodyEvaluationCounts()
      countedComparisons = 0
      try host.button("Tap").tap()
      _ = try host.find(text: "Taps: 1")
      #expect(host.bodyEvaluationCount(of: CountedClosureChild.self) == 1)
      #expect(countedComparisons == 0)
    }

    /// HeadlessUI/Design.md's comparison ("Updates as SwiftUI does them"), after SwiftUI (a field compared directly, above: a reference is its
    /// pointer): the same instance is an unchanged input (SwiftUI cannot see a plain class's
    /// mutations).
    @Test("A class reference input: the same instance is unchanged, the child is skipped")
    func sameInstanceIsSkipped() throws {
      let host = ViewHost(SameModelParent())
      host.resetBodyEvaluationCounts()
      try host.button("Tap").tap()
      _ = try host.find(text: "Taps: 1")
      #expect(host.bodyEvaluationCount(of: SameModelParent.self) == 1)
      #expect(host.bodyEvaluationCount(of: ModelChild.self) == 0)
    }

    /// HeadlessUI/Design.md's comparison ("Updates as SwiftUI does them"), after SwiftUI (a field compared directly, above: a reference is its
    /// pointer): another instance is a changed input, even with equal contents.
    @Test("A class reference input: another instance is a change, the child is re-evaluated")
    func anotherInstanceIsReevaluated() throws {
      let host = ViewHost(NewModelParent())
      host.resetBodyEvaluationCounts()
      try host.button("Tap").tap()
      _ = try host.find(text: "Taps: 1")
      #expect(host.bodyEvaluationCount(of: ModelChild.self) == 1)
    }

    /// WWDC21 "Demystify SwiftUI" (dependencies): a skipped view produces no new body, so
    /// nothing below it is evaluated either.
    @Test("The grandchildren of a skipped child are not evaluated")
    func grandchildrenOfASkippedChildAreSkipped() throws {
      let host = ViewHost(NestedParent(countOf: { _ in 0 }))
      host.resetBodyEvaluationCounts()
      try host.button("Tap").tap()
      _ = try host.find(text: "Taps: 1")
      #expect(host.bodyEvaluationCount(of: Middle.self) == 0)
      #expect(host.bodyEvaluationCount(of: Grandchild.self) == 0)
      #expect(host.totalBodyEvaluationCount == 1)
    }

    /// WWDC21 "Demystify SwiftUI" (dependencies): the rule applies at every level — a
    /// re-evaluated child's own unchanged children are skipped.
    @Test("A re-evaluated child's unchanged children are skipped")
    func unchangedGrandchildOfAChangedChildIsSkipped() throws {
      let host = ViewHost(NestedParent(countOf: { $0 }))
      host.resetBodyEvaluationCounts()
      try host.button("Tap").tap()
      _ = try host.find(text: "count 1")
      #expect(host.bodyEvaluationCount(of: Middle.self) == 1)
      #expect(host.bodyEvaluationCount(of: Grandchild.self) == 0)
      #expect(host.totalBodyEvaluationCount == 2)
    }

    /// WWDC21 "Demystify SwiftUI" (dependencies), at scale: in a 10,000-row tree whose rows
    /// are unchanged, a state change at the root evaluates the root's body only — O(changed),
    /// not O(tree). Prints the counts (the benchmark `HeadlessUpdate` measures the time).
    @Test("A state change at the root of a 10,000-row tree evaluates O(changed) bodies")
    func rootChangeInAHugeTreeIsOChanged() throws {
      let host = ViewHost(TenThousandRows())
      let mounted = host.totalBodyEvaluationCount
      host.resetBodyEvaluationCounts()
      try host.button("Tick").tap()
      _ = try host.find(text: "Ticks: 1")
      let updated = host.totalBodyEvaluationCount
      print("10,000-row tree: mount evaluated \(mounted) bodies; a state change at the root evaluated \(updated)")
      #expect(mounted == 10_101)
      #expect(updated == 1)
    }
  }
}
