// `CGVector` through `import SwiftUI` alone (SwiftUI re-exports CoreGraphics; Linux's Foundation
// has `CGPoint`, `CGSize` and `CGRect` but not `CGVector`). The apple-check has no CoreGraphics
// stand-in beyond Foundation's geometry: the helper compiles where CoreGraphics exists and on
// HeadlessUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

#if canImport(CoreGraphics) || !canImport(SwiftUI) || Headless
  /// Where a dragged card lands after a flick, as an app computes it.
  private func landingPoint(from start: CGPoint, flick: CGVector) -> CGPoint {
    CGPoint(x: start.x + flick.dx, y: start.y + flick.dy)
  }
#endif

#if !canImport(SwiftUI) || Headless
  import Testing

  // CGVector: "A structure that contains a two-dimensional vector" (dx, dy; init(dx:dy:) from
  // CGFloat, Double or Int; .zero).
  @Test func aVectorHoldsItsTwoComponents() {
    #expect(landingPoint(from: CGPoint(x: 10, y: 10), flick: CGVector(dx: 3, dy: -4)) == CGPoint(x: 13, y: 6))
    #expect(CGVector.zero == CGVector(dx: 0.0, dy: 0.0))
    #expect(CGVector() == CGVector(dx: CGFloat(0), dy: CGFloat(0)))
  }
#endif
