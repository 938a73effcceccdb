// The graphic effects (`grayscale`, `blur(radius:opaque:)`, `luminanceToAlpha`, `compositingGroup`,
// `rotation3DEffect`, `mask(alignment:_:)`) as an app writes them. The usage view compiles against
// SwiftUI where it exists (the apple-check type-checks it as app code against Apple's shapes,
// `.ci/run`) and against HeadlessUI elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The graphic effects as an app writes them: each only draws, so HeadlessUI records them.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
private struct GraphicEffectsUsage: View {
  var isLocked = true

  var body: some View {
    VStack {
      Image(systemName: "person.crop.circle").grayscale(0.99)
      Text("Balance").blur(radius: isLocked ? 20 : 0)
      Text("Frosted").blur(radius: 4, opaque: true)
      Color.gray.luminanceToAlpha()
      Text("Badge").compositingGroup()
      Text("Card").rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
      Color.blue.mask(alignment: .leading) { Text("Sale") }
    }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  // Each is a drawing effect in Apple's documentation ("Graphical Effects":
  // https://developer.apple.com/documentation/swiftui/view/blur(radius:opaque:) and its See
  // Also); the mask's view gives only its alpha
  // (https://developer.apple.com/documentation/swiftui/view/mask(alignment:_:)), so it is not
  // on screen for queries.
  @MainActor @Test func graphicEffectsCompileAsAnAppWritesThemAndAreRecorded() throws {
    let host = ViewHost(GraphicEffectsUsage())
    #expect(try host.find(systemImage: "person.crop.circle").attribute("grayscale") == "0.99")
    #expect(try host.find(text: "Balance").attribute("blur") == "radius: 20.0")
    #expect(try host.find(text: "Frosted").attribute("blur") == "radius: 4.0, opaque: true")
    #expect(try host.find(text: "Badge").attribute("compositingGroup") == "")
    #expect(try host.find(text: "Card").attribute("rotation3DEffect") == ".degrees(180.0), axis: (x: 0.0, y: 1.0, z: 0.0)")
    #expect(host.findAll(text: "Sale").isEmpty)
    let dump = host.render()
    #expect(dump.contains(".luminanceToAlpha()") && dump.contains(".mask(Text)"))
  }
#endif
