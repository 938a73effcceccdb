// `TextFieldPrompt` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `TextFieldPrompt` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct TextFieldPromptUsage: View {
  var body: some View {
    TextField("Email", text: .constant(""), prompt: Text("name@example.com"))
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func textFieldPromptCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(TextFieldPromptUsage())
    #expect(try host.textField("Email").textFieldValue == "")
  }
#endif
