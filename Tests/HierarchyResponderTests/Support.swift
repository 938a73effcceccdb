// The layer's acceptance tests drive views through HeadlessUI: they run where the layer is
// built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Foundation
  import Testing

  /// Collects what responders saw, in order (views capture it in their closures).
  @MainActor
  final class Recorder {
    var entries: [String] = []
    var journeys: [Journey] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
  }

  /// Lets main-actor work started by responders (async closures) run to completion.
  @MainActor
  func drainMainActor() async {
    for _ in 0..<200 { await Task.yield() }
  }

  /// Runs `body` expecting exactly the runtime issues `messages`, word for word, in any order.
  @MainActor
  func expectIssues(
    _ messages: [String], sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
  ) rethrows {
    let ledger = IssueLedger(messages)
    try withKnownIssue(sourceLocation: sourceLocation) {
      try body()
    } matching: { issue in
      ledger.consume(issue.comments.first?.rawValue)
    }
    let missing = ledger.remaining
    #expect(missing.isEmpty, "Expected issues that were not reported: \(missing)", sourceLocation: sourceLocation)
  }

  /// The messages still expected by ``expectIssues(_:sourceLocation:_:)``.
  final class IssueLedger: Sendable {
    // NSLock rather than `Mutex`, which needs macOS 15 (the package supports macOS 12).
    private let lock = NSLock()
    /// `lock` held around `body` (not `NSLocking.withLock`, which older macOS lacks).
    private func locked<T>(_ body: () throws -> T) rethrows -> T {
      lock.lock()
      defer { lock.unlock() }
      return try body()
    }
    nonisolated(unsafe) private var messages: [String]
    init(_ messages: [String]) { self.messages = messages }
    var remaining: [String] { locked { messages } }

    /// Crosses `message` off the list; `false` when it was not expected.
    func consume(_ message: String?) -> Bool {
      locked {
        guard let message, let index = messages.firstIndex(of: message) else { return false }
        messages.remove(at: index)
        return true
      }
    }
  }

  struct MyEvent: Event {}
  struct AnotherEvent: Event {}
  struct MyError: Error {}
  struct AnError: Error {}

  /// A view with one button that triggers `event` (made at tap time).
  struct TriggerView: View {
    @Environment(\.triggerEvent) var triggerEvent
    var title = "Trigger"
    var event: @MainActor () -> any Event = { MyEvent() }

    var body: some View {
      Button(title) {
        triggerEvent(event())
      }
    }
  }

  /// A view with one button that reports `error`.
  struct ReportView: View {
    @Environment(\.reportError) var reportError
    var title = "Report"
    var error: @MainActor () -> any Error = { MyError() }

    var body: some View {
      Button(title) {
        reportError(error())
      }
    }
  }
#endif
