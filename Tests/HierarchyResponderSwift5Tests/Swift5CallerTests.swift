// Compiled in Swift 5 language mode (see Package.swift): an app that has not
// moved to Swift 6 yet. That this file compiles is the first half of the
// contract; the tests below pin down the run-time half.
import Foundation
import HierarchyResponder
import Testing

struct PingEvent: Event {}

/// Whether the caller runs on the main dispatch queue, where the main actor runs
/// (on Linux that is not always the process's first thread).
enum MainQueue {
  private static let key: DispatchSpecificKey<Int> = {
    let key = DispatchSpecificKey<Int>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()
  static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == 1 }
}
struct PingError: Error {}

/// A model class as apps in Swift 5 mode write them: nonisolated, synchronous
/// methods that call the actions they were handed (as with the predecessor).
final class PingModel {
  var triggerEvent: TriggerEvent?
  var reportError: ReportError?
  var publisher: EventPublisher<PingEvent>?
  private(set) var calledOnMainQueue: [Bool] = []

  func ping() {
    calledOnMainQueue.append(MainQueue.isCurrent)
    triggerEvent?(PingEvent())
    reportError?(PingError())
    publisher?(PingEvent())
    publisher?.publish(PingEvent())
  }

  func pingFromAnotherThread() {
    calledOnMainQueue.append(MainQueue.isCurrent)
    triggerEvent?(PingEvent(), fileID: "App/PingModel.swift", line: 7)
    publisher?(PingEvent(), fileID: "App/PingModel.swift", line: 8)
    reportError?(PingError(), fileID: "App/PingModel.swift", line: 9)
  }
}

/// What the actions received, and whether on the main thread.
@MainActor
final class Deliveries {
  var received: [String] = []
  var onMainQueue: [Bool] = []

  func record(_ entry: String) {
    received.append(entry)
    onMainQueue.append(MainQueue.isCurrent)
  }

  func wire(_ model: PingModel) {
    model.triggerEvent = TriggerEvent { _ in self.record("event") }
    model.reportError = ReportError { _ in self.record("error") }
    model.publisher = EventPublisher(id: "ping") { _ in self.record("published") }
  }
}

/// The messages of the issues reported, from any thread.
final class Reported: @unchecked Sendable {
  private let lock = NSLock()
  /// `lock` held around `body` (not `NSLocking.withLock`, which older macOS lacks).
  private func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
  private var list: [String] = []
  var messages: [String] { locked { list } }
  func append(_ message: String) { locked { list.append(message) } }
}

@Suite("Swift 5 callers (rule: Swift 6 and Swift 5 callers)")
struct Swift5CallerTests {
  @Test("TriggerEvent, ReportError and EventPublisher called from a nonisolated synchronous context on the main actor deliver at once")
  @MainActor
  func nonisolatedCallersOnTheMainThreadDeliverSynchronously() {
    let deliveries = Deliveries()
    let model = PingModel()
    deliveries.wire(model)
    model.ping()
    #expect(model.calledOnMainQueue == [true])
    #expect(deliveries.received == ["event", "error", "published", "published"])
  }

  @Test("A call from another thread (TriggerEvent, EventPublisher, ReportError) is reported once and delivered on the main actor")
  func offMainThreadCallsAreReportedAndDeliveredOnTheMainActor() async {
    let deliveries = await Deliveries()
    let model = PingModel()
    await deliveries.wire(model)
    let expected = [
      "TriggerEvent was called off the main thread: it is delivered on the main actor, later. "
        + "Call it from the main actor.",
      "EventPublisher<PingEvent> was called off the main thread: it is delivered on the main actor, later. "
        + "Call it from the main actor.",
      "ReportError was called off the main thread: it is delivered on the main actor, later. "
        + "Call it from the main actor.",
    ]
    let reported = Reported()
    await withKnownIssue {
      // A child task runs on the global executor (another thread) and keeps the test's context.
      await withTaskGroup(of: Void.self) { group in
        group.addTask { model.pingFromAnotherThread() }
      }
    } matching: { issue in
      let message = issue.comments.first?.rawValue ?? ""
      reported.append(message)
      return expected.contains(message)
    }
    for _ in 0..<10_000 where await deliveries.received.count < 3 {
      await Task.yield()
    }
    #expect(model.calledOnMainQueue == [false], "the call must really come from another thread")
    #expect(await deliveries.received == ["event", "published", "error"])
    #expect(await deliveries.onMainQueue == [true, true, true])
    #expect(reported.messages.sorted() == expected.sorted(), "each call is reported exactly once")
  }
}
