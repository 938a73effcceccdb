// Calls written the way the predecessor's users wrote them: that this file
// compiles is the test (issue items 1–3 and 5). It is compiled wherever the
// test target is, against SwiftUI on Apple platforms and HeadlessUI elsewhere,
// so it imports whichever the layer uses. Views that use a deprecated spelling
// are marked deprecated themselves, so that the build stays free of warnings.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import HierarchyResponder

struct PredecessorShakeEvent: Event {}
struct PredecessorTapEvent: Event {}
struct PredecessorError: Error {}

/// A controller that stores the publisher, as the predecessor's README does.
@MainActor
final class PredecessorController {
  var publisher: EventPublisher<PredecessorShakeEvent>?
  var registrations = 0
}

/// Item 1: `publisher(for:…)` and `subscribe(to:…)` without `id:` (the
/// predecessor's defaults), and with ids that differ: matched by type.
struct PredecessorPublishingView: View {
  let controller: PredecessorController
  let received: (String) -> Void

  var body: some View {
    VStack {
      Text("Screen")
        .subscribe(to: PredecessorShakeEvent.self) { _ in received("subscriber without id") }
      Text("Other screen")
        .subscribe(to: PredecessorShakeEvent.self, id: "another id") { _ in received("subscriber with its own id") }
    }
    .publisher(for: PredecessorShakeEvent.self) {
      controller.publisher = $0
      controller.registrations += 1
    }
  }
}

/// The predecessor's `publish` was a stored closure: apps passed it on as a function value.
@MainActor
func predecessorPublishAsFunction(_ publisher: EventPublisher<PredecessorShakeEvent>) -> (PredecessorShakeEvent) -> Void {
  let send: (PredecessorShakeEvent) -> Void = publisher.publish
  return send
}

/// Item 1: the 1.1.x spellings, `publisher(for:destination:register:)` with the
/// predecessor's destination names, and `publisher(for:id:destination:register:)`.
@available(*, deprecated, message: "uses the predecessor's destination names on purpose")
struct PredecessorDestinationsView: View {
  let controller: PredecessorController

  var body: some View {
    Text("Screen")
      .subscribe(to: PredecessorShakeEvent.self) { _ in }
      .publisher(for: PredecessorShakeEvent.self, destination: .lastSubscriber) { controller.publisher = $0 }
      .publisher(for: PredecessorShakeEvent.self, id: "shake", destination: .allSubscribers) { _ in }
      .publisher(for: PredecessorShakeEvent.self, destination: .firstSubscriber) { _ in }
  }
}

/// Item 2: `triggers(_:file:line:)` and `reports(_:file:line:)` with the
/// predecessor's labels and types (`String`, `Int`).
@available(*, deprecated, message: "uses the predecessor's file:line: spellings on purpose")
struct PredecessorSafetyView: View {
  var body: some View {
    Text("Feed")
      .triggers(PredecessorTapEvent.self, file: #file, line: #line)
      .reports(PredecessorError.self, file: "FeedView.swift", line: 12)
      .triggers(PredecessorTapEvent.self, PredecessorShakeEvent.self)  // the new spelling still wins without labels
  }
}

/// Item 3: the predecessor's public `Array` `subscript(safe:)`.
@available(*, deprecated, message: "uses the predecessor's Array subscript on purpose")
@MainActor
func predecessorSafeSubscript(_ items: [String], at index: Int) -> String? {
  items[safe: index]
}

/// Item 5: `handleAlertErrors()` as the predecessor called it ("Okay"), and with a title of the app's choice.
struct PredecessorAlertsView: View {
  var body: some View {
    VStack {
      Text("Default").handleAlertErrors()
      Text("Chosen").handleAlertErrors(dismissButtonTitle: "Got it")
    }
  }
}

/// The predecessor's `callAsFunction(_:)` had no site parameters: apps passed the actions on as
/// function values.
@MainActor
func predecessorTriggerAsFunction(_ triggerEvent: TriggerEvent) -> (any Event) -> Void {
  let send: (any Event) -> Void = triggerEvent.callAsFunction
  return send
}

/// The same for `reportError`.
@MainActor
func predecessorReportAsFunction(_ reportError: ReportError) -> (any Error) -> Void {
  let report: (any Error) -> Void = reportError.callAsFunction
  return report
}
