import Observation
import SwiftUI

// Scenarios of HeadlessUI/DEVICE-QUESTIONS.md, "Lifecycle of covered screens". SwiftUI only: the
// apple-check type-checks them against Apple's shapes; the probes host them in a window.

/// The state a probe drives a navigation or tab scenario with.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @Observable
final class NavigationProbeModel {
  var path: [Int] = []
  var tab = 1
  var value = 0
  var showsSheet = false
}

/// A stack whose root and destinations log their lifecycle; the root also logs its
/// `onChange(of: value)` (a covered view's updates).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct StackLifecycleScenario: View {
  let model: NavigationProbeModel
  let log: ProbeLog

  var body: some View {
    NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) {
      Text("root \(model.value)")
        .probeLifecycle("root", log)
        .onChange(of: model.value) { log.add("root onChange \(model.value)") }
        .navigationDestination(for: Int.self) { number in
          Text("detail \(number)").probeLifecycle("detail \(number)", log)
        }
    }
  }
}

/// Logs when SwiftUI evaluates its body (whether a tab was loaded).
struct BodyProbe: View {
  let name: String
  let log: ProbeLog

  var body: some View {
    log.add("\(name) body")
    return Text(name)
  }
}

/// Logs when SwiftUI evaluates its `body(content:)`.
struct ModifierBodyProbe: ViewModifier {
  let name: String
  let log: ProbeLog

  func body(content: Content) -> some View {
    log.add("\(name) modifier body")
    return content
  }
}

/// Two tabs that log their lifecycle and their bodies; the second also has a custom modifier.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct TabLifecycleScenario: View {
  let model: NavigationProbeModel
  let log: ProbeLog

  var body: some View {
    TabView(selection: Binding(get: { model.tab }, set: { model.tab = $0 })) {
      BodyProbe(name: "first", log: log)
        .probeLifecycle("first", log)
        .tabItem { Text("First") }
        .tag(1)
      BodyProbe(name: "second", log: log)
        .probeLifecycle("second", log)
        .modifier(ModifierBodyProbe(name: "second", log: log))
        .tabItem { Text("Second") }
        .tag(2)
    }
  }
}
