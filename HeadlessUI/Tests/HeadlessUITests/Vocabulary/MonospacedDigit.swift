// `monospacedDigit()` as an app writes it. The usage view compiles against SwiftUI where it exists
// (the apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against
// HeadlessUI elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `monospacedDigit()` as an app writes it: it compiles against HeadlessUI and, in the apple-check,
/// against Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct MonospacedDigitUsage: View {
  var body: some View {
    VStack {
      Text("12:30").font(.body.monospacedDigit())
      Text("0:42").monospacedDigit()
      BalanceRow().monospacedDigit()
    }
  }
}

private struct BalanceRow: View {
  var body: some View {
    HStack { Text("Balance"); Text("1,024") }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func monospacedDigitCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(MonospacedDigitUsage())
    #expect(try host.find(text: "12:30").attribute("font") == ".body.monospacedDigit()")
    #expect(try host.find(text: "0:42").attribute("monospacedDigit") == "")
    #expect(try host.find(BalanceRow.self).attribute("monospacedDigit") == "")
  }
#endif
