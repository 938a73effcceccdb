// `Material` (`.regularMaterial` and friends) and `BackgroundStyle` (`.background`) as an app
// writes them. The usage view compiles against SwiftUI where it exists (the apple-check type-checks
// it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI elsewhere; the test
// renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// Materials and the background style as an app writes them.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
private struct MaterialsUsage: View {
  var body: some View {
    VStack {
      Text("Now playing").background(.regularMaterial)
      Text("Banner").background(.ultraThinMaterial)
      Text("Card").background(.background)
      Text("Thick").foregroundStyle(Material.thick)
    }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  // A material and the background style are shape styles
  // (https://developer.apple.com/documentation/swiftui/material,
  // https://developer.apple.com/documentation/swiftui/backgroundstyle): recorded by name.
  @MainActor @Test func materialsAndTheBackgroundStyleCompileAsAnAppWritesThemAndAreRecorded() throws {
    let host = ViewHost(MaterialsUsage())
    #expect(try host.find(text: "Now playing").attribute("background") == ".regularMaterial")
    #expect(try host.find(text: "Banner").attribute("background") == ".ultraThinMaterial")
    #expect(try host.find(text: "Card").attribute("background") == ".background")
    #expect(try host.find(text: "Thick").attribute("foregroundStyle") == ".thickMaterial")
  }
#endif
