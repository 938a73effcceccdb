// `symbolEffect` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `symbolEffect` as an app writes it: it compiles against HeadlessUI and, in the apple-check,
/// against Apple's shapes (SwiftUI's and Symbols' interfaces); the test below reads the recorded
/// attributes on HeadlessUI.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
private struct SymbolEffectUsage: View {
  var unread = 3
  var isConnecting = true

  var body: some View {
    VStack {
      Image(systemName: "bell").symbolEffect(.bounce, value: unread)
      Image(systemName: "heart").symbolEffect(.pulse)
      Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: isConnecting)
      Image(systemName: "cart").symbolEffect(.bounce.up.byLayer, options: .speed(2).repeat(2), value: unread)
    }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func symbolEffectCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(SymbolEffectUsage())
    let effects = host.findAll(Image.self).map { $0.attribute("symbolEffect") }
    #expect(effects == [
      ".bounce, value: 3",
      ".pulse, isActive: true",
      ".variableColor.iterative, isActive: true",
      ".bounce.up.byLayer, speed: 2.0, repeat: 2, value: 3",
    ])
  }
#endif
