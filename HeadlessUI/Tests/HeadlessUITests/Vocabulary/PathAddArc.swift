// `PathAddArc` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
//
// Apple's `addArc(center:radius:startAngle:endAngle:clockwise:transform:)` ends with `transform:
// CGAffineTransform = .identity`; Linux's Foundation has no `CGAffineTransform`, so HeadlessUI (and
// the apple-check's stand-in, compiled on Linux) leave it out: a call that relies on the default
// compiles on both.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

private struct ProgressRing: Shape {
  var fraction: Double
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
    return path
  }
}

/// `PathAddArc` as an app writes it: it compiles against HeadlessUI and, in the apple-check,
/// against Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct PathAddArcUsage: View {
  var body: some View {
    ProgressRing(fraction: 0.75).fill(Color.blue).overlay { Text("75%") }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func pathAddArcCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(PathAddArcUsage())
    #expect(try host.find(text: "75%").isMounted)
    #expect(ProgressRing(fraction: 0.75).path(in: CGRect(x: 0, y: 0, width: 40, height: 40)).isEmpty == false)
  }
#endif
