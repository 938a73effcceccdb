// `glassEffect(_:in:)` and `Glass` (iOS 26) as an app writes them. The usage view compiles against
// SwiftUI where it exists (the apple-check type-checks it as app code against Apple's shapes,
// `.ci/run`) and against HeadlessUI elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// Liquid Glass as an app writes it, behind an availability check as on an iOS 15 app.
private struct GlassEffectUsage: View {
  var body: some View {
    if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *) {
      VStack {
        Text("Hello").glassEffect()
        Text("62°C").glassEffect(.regular.tint(.orange).interactive(), in: Rectangle())
        Text("Clear").glassEffect(.clear)
      }
    } else {
      Text("Hello").background(.regularMaterial)
    }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  // `glassEffect(_:in:)` "Applies the Liquid Glass effect to a view"; its shape is a capsule by
  // default (https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:)).
  @MainActor @Test func glassEffectCompilesAsAnAppWritesItAndIsRecorded() throws {
    let host = ViewHost(GlassEffectUsage())
    #expect(try host.find(text: "Hello").attribute("glassEffect") == ".regular")
    #expect(try host.find(text: "62°C").attribute("glassEffect") == ".regular.tint(.orange).interactive(), in: Rectangle")
    #expect(try host.find(text: "Clear").attribute("glassEffect") == ".clear")
  }
#endif
