// `TextContentType` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

// UIKit's UITextContentType is not in the macOS and watchOS SDKs, so an app keeps this use out of
// their builds; the HeadlessUI and apple-check builds (Linux) compile it.
#if !os(macOS) && !os(watchOS)
/// `TextContentType` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(macOS, unavailable)
@available(watchOS, unavailable)
private struct TextContentTypeUsage: View {
  var body: some View {
    TextField("Email", text: .constant("")).textContentType(.emailAddress)
  }
}
#endif

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func textContentTypeCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(TextContentTypeUsage())
    #expect(try host.textField("Email").attribute("textContentType") == ".emailAddress")
  }
#endif
