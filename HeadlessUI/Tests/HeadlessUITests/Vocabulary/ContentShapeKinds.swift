// `contentShape(_:_:eoFill:)` with `ContentShapeKinds` as an app writes it. The usage view compiles
// against SwiftUI where it exists (the apple-check type-checks it as app code against Apple's
// shapes, `.ci/run`) and against HeadlessUI elsewhere; the test renders it where HeadlessUI is the
// SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// A row's hover and interaction shapes as an app writes them (hover shapes exist on iOS, tvOS
/// and visionOS).
@available(iOS 15.0, tvOS 18.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
private struct ContentShapeKindsUsage: View {
  var body: some View {
    VStack {
      Text("Hover row").contentShape(.hoverEffect, Rectangle())
      Text("Tap row").contentShape(.interaction, Rectangle(), eoFill: true)
    }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  // "Sets the content shape for this view" for the given kinds
  // (https://developer.apple.com/documentation/swiftui/view/contentshape(_:_:eofill:)).
  @MainActor @Test func contentShapeKindsCompileAsAnAppWritesThemAndAreRecorded() throws {
    let host = ViewHost(ContentShapeKindsUsage())
    #expect(try host.find(text: "Hover row").attribute("contentShape") == ".hoverEffect, Rectangle")
    #expect(try host.find(text: "Tap row").attribute("contentShape") == ".interaction, Rectangle")
  }
#endif
