// `DynamicTypeSize` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

private struct DynamicTypeReader: View {
  @Environment(\.dynamicTypeSize) private var size
  var body: some View { Text(size.isAccessibilitySize ? "accessibility" : "standard") }
}

/// `DynamicTypeSize` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct DynamicTypeSizeUsage: View {
  var body: some View {
    DynamicTypeReader().dynamicTypeSize(.accessibility1)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func dynamicTypeSizeCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(DynamicTypeSizeUsage())
    #expect(try host.find(text: "accessibility").isMounted)
  }
#endif
