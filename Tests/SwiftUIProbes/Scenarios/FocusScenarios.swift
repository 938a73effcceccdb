import Observation
import SwiftUI

// Scenarios of HeadlessUI/DEVICE-QUESTIONS.md, "Focus, commands and keyboard shortcuts".

/// The focused value the probes read.
struct ProbeValueKey: FocusedValueKey {
  typealias Value = String
}

extension FocusedValues {
  var probeValue: String? {
    get { self[ProbeValueKey.self] }
    set { self[ProbeValueKey.self] = newValue }
  }
}

/// Which row a probe focuses, and whether the focused row is on screen.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @Observable
final class FocusProbeModel {
  var requested: FocusProbeRow?
  var showsRows = true
}

/// The focusable rows of the focus scenarios.
enum FocusProbeRow: Hashable {
  case outside, inside
}

/// Logs what `@FocusedValue(\.probeValue)` reads here, as "NAME reads VALUE".
struct FocusedValueReader: View {
  let name: String
  let log: ProbeLog
  @FocusedValue(\.probeValue) private var value

  var body: some View {
    Text(value ?? "none")
      .onChange(of: value, initial: true) { log.add("\(name) reads \(value ?? "none")") }
  }
}

/// A window's worth of focus: a scene value on the root, a row publishing its value outside
/// `.focusable()` and one publishing it inside, a reader, and the `@FocusState` they are bound
/// to (logged as "focus VALUE").
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct FocusScenario: View {
  let name: String
  let model: FocusProbeModel
  let log: ProbeLog
  @FocusState private var focus: FocusProbeRow?

  var body: some View {
    VStack {
      FocusedValueReader(name: name, log: log)
      if model.showsRows {
        Text("outside")
          .focusable()
          .focused($focus, equals: .outside)
          .focusedValue(\.probeValue, "\(name) outside")
        Text("inside")
          .focusedValue(\.probeValue, "\(name) inside")
          .focusable()
          .focused($focus, equals: .inside)
      }
    }
    .focusedSceneValue(\.probeValue, "\(name) scene")
    .onChange(of: model.requested) { focus = model.requested }
    .onChange(of: focus) { log.add("\(name) focus \(focus.map { "\($0)" } ?? "nil")") }
  }
}
