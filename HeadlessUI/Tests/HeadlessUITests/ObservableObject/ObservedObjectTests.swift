import HeadlessUI
import Testing

// Apple docs, `ObservedObject`: "A property wrapper type that subscribes to an observable object
// and invalidates a view whenever the observable object changes"; "Add the @ObservedObject
// attribute to a parameter of a SwiftUI View when the input is an ObservableObject", the object
// being owned elsewhere. "Demystify SwiftUI" (WWDC21): a child re-evaluates when its inputs
// changed; the same object (by identity) is the same input.

private final class Score: ObservableObject {
  @Published var points = 0
  @Published var player = "Ada"
}

private struct ScoreView: View {
  @ObservedObject var score: Score

  var body: some View {
    VStack {
      Text("\(score.player): \(score.points)")
      TextField("Player", text: $score.player)
    }
  }
}

/// Re-evaluates on its own state and hands the child the same or another object.
private struct Scoreboard: View {
  let home: Score
  let away: Score
  @State private var showsAway = false
  @State private var refreshes = 0

  var body: some View {
    VStack {
      ScoreView(score: showsAway ? away : home)
      Text("Refreshes: \(refreshes)")
      Button("Refresh") { refreshes += 1 }
      Button("Show away") { showsAway = true }
    }
  }
}

@MainActor @Suite struct ObservedObjectTests {
  // `ObservedObject`: a change to a published property re-evaluates the observing view.
  @Test func aPublishedChangeReevaluatesTheObservingView() throws {
    let score = Score()
    let host = ViewHost(ScoreView(score: score))
    host.resetBodyEvaluationCounts()
    score.points = 3
    try host.update()
    _ = try host.find(text: "Ada: 3")
    #expect(host.bodyEvaluationCount(of: ScoreView.self) == 1)
  }

  // Passing the same instance again is an unchanged input: the child is not re-evaluated.
  @Test func passingTheSameInstanceDoesNotReevaluateTheChild() throws {
    let host = ViewHost(Scoreboard(home: Score(), away: Score()))
    host.resetBodyEvaluationCounts()
    try host.button("Refresh").tap()
    _ = try host.find(text: "Refreshes: 1")
    #expect(host.bodyEvaluationCount(of: Scoreboard.self) == 1)
    #expect(host.bodyEvaluationCount(of: ScoreView.self) == 0)
  }

  // Another instance is a changed input: the child is re-evaluated, shows the new object, and from
  // then on follows its changes, not the old object's.
  @Test func passingAnotherInstanceReevaluatesTheChildWhichFollowsIt() throws {
    let home = Score()
    let away = Score()
    away.player = "Grace"
    let host = ViewHost(Scoreboard(home: home, away: away))
    host.resetBodyEvaluationCounts()
    try host.button("Show away").tap()
    _ = try host.find(text: "Grace: 0")
    #expect(host.bodyEvaluationCount(of: ScoreView.self) == 1)
    host.resetBodyEvaluationCounts()
    home.points = 9
    try host.update()
    #expect(host.totalBodyEvaluationCount == 0)
    away.points = 2
    try host.update()
    _ = try host.find(text: "Grace: 2")
  }

  // `ObservedObject.projectedValue`: `$score.player` is a binding that writes the object.
  @Test func theProjectedValueMakesBindingsThatWriteTheObject() throws {
    let score = Score()
    let host = ViewHost(ScoreView(score: score))
    try host.textField("Player").enterText("Hopper")
    #expect(score.player == "Hopper")
    _ = try host.find(text: "Hopper: 0")
  }

  // `ObservableObject`: `objectWillChange` is what the view observes, whether a `@Published`
  // property or the object itself sends it.
  @Test func aManualObjectWillChangeReevaluatesTheView() throws {
    let score = Score()
    let host = ViewHost(ScoreView(score: score))
    host.resetBodyEvaluationCounts()
    score.objectWillChange.send()
    try host.update()
    #expect(host.bodyEvaluationCount(of: ScoreView.self) == 1)
  }

  // A removed view no longer observes the object.
  @Test func anUnmountedViewStopsObserving() throws {
    let score = Score()
    let host = ViewHost(ScoreView(score: score))
    host.unmount()
    host.resetBodyEvaluationCounts()
    score.points = 1
    try host.update()
    #expect(host.totalBodyEvaluationCount == 0)
  }
}

/// A score changed from another thread in the test.
private final class RemoteScore: ObservableObject, @unchecked Sendable {
  @Published var points = 0
}

private struct RemoteScoreView: View {
  @ObservedObject var score: RemoteScore
  var body: some View { Text("Points: \(score.points)") }
}

@MainActor @Suite struct ObservedObjectThreadingTests {
  // SwiftUI reports publishing from a background thread as a runtime warning but still updates
  // the view, on the main thread: HeadlessUI applies the change on the main actor.
  @Test func aPublishedChangeFromAnotherThreadIsAppliedAfterSettling() async throws {
    let score = RemoteScore()
    let host = ViewHost(RemoteScoreView(score: score))
    await Task.detached { score.points = 11 }.value
    try await host.settle()
    _ = try host.find(text: "Points: 11")
  }
}
