// `previewLayout` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
//
// `PreviewLayout` is DeveloperToolsSupport's, which `import SwiftUI` re-exports.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `previewLayout` as an app writes it: it compiles against HeadlessUI and, in the apple-check,
/// against Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct BadgePreview: View {
  var body: some View { Text("3 new") }
}

private struct BadgePreview_Previews: PreviewProvider {
  static var previews: some View {
    BadgePreview().previewLayout(.sizeThatFits)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func previewLayoutCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(BadgePreview_Previews.previews)
    #expect(try host.find(BadgePreview.self).attribute("previewLayout") == ".sizeThatFits")
  }
#endif
