import HeadlessUI
import Testing

// Apple docs, `onReceive(_:perform:)`: "Adds an action to perform when this view detects data
// emitted by the given publisher"; the action runs for each value while the view is in the
// hierarchy, and the view's latest `action` is the one that runs.

private struct Listener: View {
  let publisher: PassthroughSubject<Int, Never>
  let log: Log
  @State private var label = "first"

  var body: some View {
    Button("Relabel") { label = "second" }
      .onReceive(publisher) { log.add("\(label): \($0)") }
  }
}

private struct Toggler: View {
  let publisher: PassthroughSubject<Int, Never>
  let log: Log
  @State private var isShown = true

  var body: some View {
    VStack {
      if isShown {
        Listener(publisher: publisher, log: log)
      }
      Button("Hide") { isShown = false }
    }
  }
}

private final class Clock: ObservableObject {
  @Published var tick = 0
}

/// Copies each published value into its state (a typical `onReceive` use).
private struct TickMirror: View {
  let clock: Clock
  @State private var lastTick = -1

  var body: some View {
    Text("Last tick: \(lastTick)")
      .onReceive(clock.$tick) { lastTick = $0 }
  }
}

/// Listens to one of two subjects, chosen by its state.
private struct ChannelListener: View {
  let first: PassthroughSubject<Int, Never>
  let second: PassthroughSubject<Int, Never>
  let log: Log
  @State private var listensToSecond = false

  var body: some View {
    Button("Switch") { listensToSecond = true }
      .onReceive(listensToSecond ? second : first) { log.add("received \($0)") }
  }
}

@MainActor @Suite struct OnReceiveModifierTests {
  // Each value runs the action, in order.
  @Test func eachValueRunsTheAction() {
    let subject = PassthroughSubject<Int, Never>()
    let log = Log()
    let host = ViewHost(Listener(publisher: subject, log: log))
    subject.send(1)
    subject.send(2)
    #expect(log.entries == ["first: 1", "first: 2"])
    _ = host
  }

  // The action is the one of the latest evaluation: it sees the current state.
  @Test func theLatestActionRunsForEachValue() throws {
    let subject = PassthroughSubject<Int, Never>()
    let log = Log()
    let host = ViewHost(Listener(publisher: subject, log: log))
    subject.send(1)
    try host.button("Relabel").tap()
    subject.send(2)
    #expect(log.entries == ["first: 1", "second: 2"])
  }

  // The action follows the publisher the latest evaluation gave: after the view switches to
  // another publisher, values of the new one run it and values of the old one do not.
  @Test func anotherPublisherReplacesTheSubscription() throws {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let log = Log()
    let host = ViewHost(ChannelListener(first: first, second: second, log: log))
    first.send(1)
    second.send(2)
    try host.button("Switch").tap()
    first.send(3)
    second.send(4)
    #expect(log.entries == ["received 1", "received 4"])
  }

  // The same publisher given again keeps its subscription (a subject's late value is not lost,
  // nothing is received twice).
  @Test func theSamePublisherKeepsItsSubscriptionAcrossEvaluations() throws {
    let subject = PassthroughSubject<Int, Never>()
    let log = Log()
    let host = ViewHost(Listener(publisher: subject, log: log))
    try host.button("Relabel").tap()
    subject.send(5)
    #expect(log.entries == ["second: 5"])
  }

  // Once the view has disappeared, values no longer run its action.
  @Test func valuesStopRunningTheActionAfterTheViewDisappears() throws {
    let subject = PassthroughSubject<Int, Never>()
    let log = Log()
    let host = ViewHost(Toggler(publisher: subject, log: log))
    subject.send(1)
    try host.button("Hide").tap()
    subject.send(2)
    #expect(log.entries == ["first: 1"])
  }

  // A `@Published` property's publisher sends its current value to a new subscriber (Combine's
  // `Published`): the action runs with it when the view appears.
  @Test func aPublishedPublisherDeliversItsCurrentValueWhenTheViewAppears() throws {
    let clock = Clock()
    clock.tick = 2
    let host = ViewHost(TickMirror(clock: clock))
    _ = try host.find(text: "Last tick: 2")
  }

  // An action may write state; the view updates with the received value.
  @Test func anActionWritingStateUpdatesTheView() throws {
    let clock = Clock()
    let host = ViewHost(TickMirror(clock: clock))
    clock.tick = 4
    try host.update()
    _ = try host.find(text: "Last tick: 4")
  }

  // A value sent from another thread runs the action on the main actor, applied after settling.
  @Test func aValueSentOffTheMainActorRunsTheActionOnTheMainActor() async throws {
    let subject = PassthroughSubject<Int, Never>()
    let log = Log()
    let host = ViewHost(Listener(publisher: subject, log: log))
    let box = SubjectBox(subject)
    await Task.detached { box.subject.send(7) }.value
    try await host.settle()
    #expect(log.entries == ["first: 7"])
  }

  // Unmounting the host cancels the subscription.
  @Test func unmountingTheHostStopsTheAction() {
    let subject = PassthroughSubject<Int, Never>()
    let log = Log()
    let host = ViewHost(Listener(publisher: subject, log: log))
    host.unmount()
    subject.send(1)
    #expect(log.entries.isEmpty)
  }
}

/// Hands a subject to another thread (a `PassthroughSubject` locks its own state).
private struct SubjectBox: @unchecked Sendable {
  let subject: PassthroughSubject<Int, Never>
  init(_ subject: PassthroughSubject<Int, Never>) { self.subject = subject }
}
