import HierarchyResponder
import Observation
import SwiftUI

// Scenarios of what a responder costs the views around it on Apple's SwiftUI ("Performance" in
// Understanding Responders): rows that read `triggerEvent` below a responder re-evaluated at every
// tick, and a focused editor that re-renders at every tick under a reader of
// `@FocusedValue(\.triggerEvent)`, which is what a menu command reads.

/// The event the cost scenarios' responders take.
struct CostProbeEvent: Event {}

/// The value a cost probe changes at each tick.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @Observable
final class CostProbeModel {
  var tick = 0
}

/// A row that reads the chain, as a row with a trigger button does, and logs "row body N".
struct TriggerReadingRow: View {
  let index: Int
  let log: ProbeLog
  @Environment(\.triggerEvent) private var triggerEvent

  var body: some View {
    log.add("row body \(index)")
    return Text("row \(index)")
  }
}

/// Twenty rows that read `triggerEvent`, below a responder whose closure is made again (and whose
/// modifier is re-evaluated) at each tick of the parent.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct TriggerRowsScenario: View {
  let model: CostProbeModel
  let log: ProbeLog

  var body: some View {
    VStack {
      Text("tick \(model.tick)")
      ForEach(0..<20, id: \.self) { TriggerReadingRow(index: $0, log: log) }
    }
    .handleEvent(CostProbeEvent.self) { log.add("handled at tick \(model.tick)") }
  }
}

/// What a menu command reads, read by a view of the window: logs "reader body" at each evaluation.
struct FocusedPositionReader: View {
  let log: ProbeLog
  @FocusedValue(\.triggerEvent) private var triggerEvent

  var body: some View {
    log.add("reader body \(triggerEvent == nil ? "none" : "position")")
    return Text(triggerEvent == nil ? "no position" : "a position")
  }
}

/// A text field, focused when it appears, in a view that re-renders at each tick (logging
/// "editor body") with a validation (logging "validation") and a responder, its state unchanged.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct StreamingEditorField: View {
  let model: CostProbeModel
  let log: ProbeLog
  @State private var text = "draft"
  @FocusState private var isEditing: Bool

  var body: some View {
    log.add("editor body")
    return VStack {
      Text("tick \(model.tick)")
      TextField("Body", text: $text)
        .focused($isEditing)
        .validateEvent(CostProbeEvent.self) {
          log.add("validation")
          return EventState(isEnabled: !text.isEmpty)
        }
        .handleEvent(CostProbeEvent.self) { log.add("handled") }
    }
    .onAppear { isEditing = true }
  }
}

/// The streaming editor under a window-level responder, beside the focused-position reader.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct StreamingEditorScenario: View {
  let model: CostProbeModel
  let log: ProbeLog

  var body: some View {
    VStack {
      FocusedPositionReader(log: log)
      StreamingEditorField(model: model, log: log)
    }
    .handleEvent(CostProbeEvent.self) { log.add("window handled") }
  }
}
