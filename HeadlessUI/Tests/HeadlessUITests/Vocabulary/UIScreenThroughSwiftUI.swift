// `UIScreen.main.bounds` through `import SwiftUI` alone, as an app scales its keypad down on small
// phones. The modifier compiles against SwiftUI where UIKit comes with it (the apple-check
// type-checks it as app code against Apple's shapes) and against HeadlessUI elsewhere; the test
// reads it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

#if canImport(UIKit) || !canImport(SwiftUI) || Headless
  /// Scales its content when the screen is no taller than `cutoff`.
  private struct ScaledForSmallScreen: ViewModifier {
    let cutoff: CGFloat
    func body(content: Content) -> some View {
      if UIScreen.main.bounds.height <= cutoff {
        content.scaleEffect(0.8)
      } else {
        content
      }
    }
  }

  /// A keypad that tells which layout the screen's height chose.
  private struct KeypadScreen: View {
    let cutoff: CGFloat
    var body: some View {
      VStack {
        Text("Keypad").modifier(ScaledForSmallScreen(cutoff: cutoff))
        Text(UIScreen.main.bounds.height <= cutoff ? "Compact" : "Regular")
      }
    }
  }
#endif

#if !canImport(SwiftUI) || Headless
  import Testing

  // UIScreen.bounds: "The bounding rectangle of the screen, measured in points"; HeadlessUI's
  // screen is the 390 × 844 portrait phone a GeometryReader reports by default.
  @MainActor @Test func theMainScreenIsHeadlessUIsPortraitPhone() throws {
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(try ViewHost(KeypadScreen(cutoff: 900)).find(text: "Compact").isMounted)
    #expect(try ViewHost(KeypadScreen(cutoff: 667)).find(text: "Regular").isMounted)
  }
#endif
