import Observation
import SwiftUI

// Scenarios of HeadlessUI/DEVICE-QUESTIONS.md, "Vocabulary".

/// A tab view whose selection starts on a value no tab is tagged with.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct UnmatchedSelectionScenario: View {
  let model: NavigationProbeModel
  let log: ProbeLog

  var body: some View {
    TabView(selection: Binding(get: { model.tab }, set: { model.tab = $0 })) {
      Text("first").probeLifecycle("first", log).tabItem { Text("First") }.tag(1)
      Text("second").probeLifecycle("second", log).tabItem { Text("Second") }.tag(2)
    }
  }
}

/// A tab content type of the app's own with a `@State` counter, which its first tab shows and a
/// probe increments through the model's `value`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct CounterTabs: TabContent {
  let model: NavigationProbeModel
  let log: ProbeLog
  @State private var count = 0

  var body: some TabContent<Int> {
    Tab("Counter", systemImage: "number", value: 1) {
      Text("count \(count)")
        .onAppear { log.add("count \(count)") }
        .onChange(of: model.value) { count += 1 }
    }
    Tab("Other", systemImage: "circle", value: 2) {
      Text("other")
    }
  }
}

/// A tab view showing ``CounterTabs``.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct TabContentStateScenario: View {
  let model: NavigationProbeModel
  let log: ProbeLog

  var body: some View {
    TabView(selection: Binding(get: { model.tab }, set: { model.tab = $0 })) {
      CounterTabs(model: model, log: log)
    }
  }
}
