// An app's own `GeometryEffect` through `import SwiftUI` alone, as a passcode screen shakes its
// field after a wrong code. The effect compiles against SwiftUI (the apple-check type-checks it as
// app code against Apple's shapes) and against HeadlessUI; the test shows the view it moves.
// `CGAffineTransform` comes with `import SwiftUI` through CoreGraphics, which the apple-check does
// not stand in for: the effect built on it compiles where CoreGraphics exists and on HeadlessUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// A shake written on the matrix entries: `m31` is the horizontal translation.
private struct MatrixShake: GeometryEffect {
  var animatableData: CGFloat
  func effectValue(size: CGSize) -> ProjectionTransform {
    var transform = ProjectionTransform()
    transform.m31 = 10 * sin(animatableData * .pi * 3)
    return transform
  }
}

/// A passcode field that shakes when the code is wrong.
private struct ShakingPasscodeField: View {
  @State private var attempts: CGFloat = 0
  var body: some View {
    VStack {
      Text("Enter passcode").modifier(MatrixShake(animatableData: attempts))
      Button("Wrong code") { attempts += 1 }
    }
  }
}

#if canImport(CoreGraphics) || !canImport(SwiftUI) || Headless
  /// The same shake written as apps usually write it, on an affine translation.
  private struct AffineShake: GeometryEffect {
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
      ProjectionTransform(CGAffineTransform(translationX: 10 * animatableData, y: 0))
    }
  }
#endif

#if !canImport(SwiftUI) || Headless
  import Testing

  // GeometryEffect: "An effect that changes the visual appearance of a view, largely without
  // changing its ancestors or descendants" — HeadlessUI draws nothing, so the view it modifies is
  // shown as it is, before and after the effect's value changes.
  @MainActor @Test func aViewUnderAGeometryEffectIsShownAsItIs() throws {
    let host = ViewHost(ShakingPasscodeField())
    #expect(try host.find(text: "Enter passcode").isMounted)
    try host.button("Wrong code").tap()
    #expect(try host.find(text: "Enter passcode").isMounted)
    #expect(MatrixShake(animatableData: 0).effectValue(size: .zero).isIdentity)
  }

  // CGAffineTransform(translationX:y:) "Returns an affine transformation matrix constructed from
  // translation values you provide"; ProjectionTransform(_:) keeps its entries (tx in m31).
  @Test func anAffineTranslationBecomesTheProjectionsTranslation() {
    let transform = AffineShake(animatableData: 0.5).effectValue(size: CGSize(width: 100, height: 40))
    #expect(transform.m31 == 5 && transform.m32 == 0 && transform.isAffine && !transform.isIdentity)
    let moved = CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2)))
    #expect(moved == CGPoint(x: 22, y: 4))
    #expect(CGAffineTransform.identity.isIdentity && CGAffineTransform() == .identity)
  }
#endif
