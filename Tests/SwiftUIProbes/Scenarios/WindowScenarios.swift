import SwiftUI

// Scenarios of HeadlessUI/DEVICE-QUESTIONS.md, "Windows": a window group's content in two windows.

/// A model given as a `@State` initial value; it logs its number when its window shows it.
final class WindowProbeModel {
  let number: Int

  init(number: Int) { self.number = number }
}

/// A window's content holding its model as `@State`, made from the value it was given.
struct WindowModelScenario: View {
  let log: ProbeLog
  @State private var model: WindowProbeModel

  init(log: ProbeLog, model: WindowProbeModel) {
    self.log = log
    _model = State(initialValue: model)
  }

  var body: some View {
    Text("model \(model.number)")
      .onAppear { log.add("shows model \(ObjectIdentifier(model).hashValue)") }
  }
}
