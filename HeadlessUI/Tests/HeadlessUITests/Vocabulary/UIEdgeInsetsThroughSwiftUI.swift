// `UIEdgeInsets` and `CGRect.inset(by:)` through `import SwiftUI` alone, as an app's layout helper
// writes them on iOS. The helper compiles against SwiftUI where UIKit comes with it (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test runs it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

#if canImport(UIKit) || !canImport(SwiftUI) || Headless
  /// The frame a card's content takes inside its padding, as an app computes it.
  private func contentFrame(in bounds: CGRect, padding: UIEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)) -> CGRect {
    bounds.inset(by: padding)
  }
#endif

#if !canImport(SwiftUI) || Headless
  import Testing

  // UIEdgeInsetsInsetRect, `CGRect.inset(by:)` in Swift: "Adjusts a rectangle by the given edge
  // insets": the origin moves by `left` and `top`, the size shrinks by both insets of its axis.
  @Test func aRectInsetByUIEdgeInsetsMovesInByEachEdge() {
    #expect(contentFrame(in: CGRect(x: 0, y: 0, width: 100, height: 50)) == CGRect(x: 16, y: 8, width: 68, height: 34))
    #expect(contentFrame(in: CGRect(x: 10, y: 10, width: 20, height: 20), padding: .zero) == CGRect(x: 10, y: 10, width: 20, height: 20))
    #expect(UIEdgeInsets() == .zero)
  }
#endif
