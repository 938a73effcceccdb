// `SensoryFeedback` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `SensoryFeedback` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@available(visionOS, unavailable)
private struct SensoryFeedbackUsage: View {
  var body: some View {
    Button("Add") {}.sensoryFeedback(.success, trigger: 1)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func sensoryFeedbackCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(SensoryFeedbackUsage())
    #expect(try host.button("Add").attribute("sensoryFeedback") == ".success")
  }
#endif
