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
/// attributes on HeadlessUI. (The effect animates the symbol images in the view it modifies; the
/// usage applies it to texts so that it needs no `Image` stand-in of its own.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
private struct SymbolEffectUsage: View {
  var unread = 3
  var isConnecting = true

  var body: some View {
    VStack {
      Text("Inbox").symbolEffect(.bounce, value: unread)
      Text("Favorites").symbolEffect(.pulse)
      Text("Connecting").symbolEffect(.variableColor.iterative, isActive: isConnecting)
      Text("Cart").symbolEffect(.bounce.up.byLayer, options: .speed(2).repeat(2), value: unread)
    }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func symbolEffectCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(SymbolEffectUsage())
    let effects = try ["Inbox", "Favorites", "Connecting", "Cart"].map { try host.find(text: $0).attribute("symbolEffect") }
    #expect(effects == [
      ".bounce, value: 3",
      ".pulse, isActive: true",
      ".variableColor.iterative, isActive: true",
      ".bounce.up.byLayer, speed: 2.0, repeat: 2, value: 3",
    ])
  }
#endif
