import Foundation
import HeadlessUI
import Testing

/// `SensoryFeedback` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct SensoryFeedbackUsage: View {
  var body: some View {
    Button("Add") {}.sensoryFeedback(.success, trigger: 1)
  }
}

@MainActor @Test func sensoryFeedbackCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(SensoryFeedbackUsage())
  #expect(try host.button("Add").attribute("sensoryFeedback") == ".success")
}
