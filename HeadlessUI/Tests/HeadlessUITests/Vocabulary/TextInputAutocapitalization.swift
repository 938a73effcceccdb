// `TextInputAutocapitalization` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `TextInputAutocapitalization` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(macOS, unavailable)
private struct TextInputAutocapitalizationUsage: View {
  var body: some View {
    TextField("Name", text: .constant("")).textInputAutocapitalization(.words)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func textInputAutocapitalizationCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(TextInputAutocapitalizationUsage())
    #expect(try host.textField("Name").attribute("textInputAutocapitalization") == ".words")
  }
#endif
