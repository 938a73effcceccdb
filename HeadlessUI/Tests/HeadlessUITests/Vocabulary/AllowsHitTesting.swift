// `allowsHitTesting` as an app writes it. The usage view compiles against SwiftUI where it exists
// (the apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against
// HeadlessUI elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `allowsHitTesting` as an app writes it: it compiles against HeadlessUI and, in the apple-check,
/// against Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct AllowsHitTestingUsage: View {
  @State private var taps = 0
  var isVerifying = true
  var body: some View {
    VStack {
      Button("Tapped \(taps)") { taps += 1 }.allowsHitTesting(!isVerifying)
      Button("Cancel") {}
    }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func allowsHitTestingFalseKeepsTapsFromTheViewsInside() throws {
    let host = ViewHost(AllowsHitTestingUsage())
    let error = #expect(throws: ViewHostError.self) { try host.button("Tapped 0").tap() }
    #expect(error?.description == "Button(\"Tapped 0\") does not receive taps: it is under allowsHitTesting(false).")
    try host.button("Cancel").tap()
    let enabled = ViewHost(AllowsHitTestingUsage(isVerifying: false))
    try enabled.button("Tapped 0").tap()
    #expect(try enabled.button("Tapped 1").isMounted)
  }
#endif
