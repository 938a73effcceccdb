// `symbolVariant` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `symbolVariant` as an app writes it: it compiles against HeadlessUI and, in the apple-check,
/// against Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct SymbolVariantUsage: View {
  var body: some View {
    Image(systemName: "star").symbolVariant(.circle.fill)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func symbolVariantCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(SymbolVariantUsage())
    #expect(try host.find(systemImage: "star").attribute("symbolVariant") == ".circle.fill")
    #expect(SymbolVariants.circle.fill.contains(.fill))
    #expect(SymbolVariants.fill.contains(.circle) == false)
  }
#endif
