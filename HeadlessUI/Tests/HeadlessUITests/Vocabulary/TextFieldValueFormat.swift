// `TextFieldValueFormat` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `TextFieldValueFormat` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct TextFieldValueFormatUsage: View {
  var body: some View {
    TextField("Price", value: .constant(9.5), format: .number)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func textFieldValueFormatCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(TextFieldValueFormatUsage())
    #expect(try host.textField("Price").textFieldValue == "9.5")
  }
#endif
