// `PathAddRoundedRect` as an app writes it. The usage view compiles against SwiftUI where it exists
// (the apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against
// HeadlessUI elsewhere; the test renders it where HeadlessUI is the SwiftUI.
//
// Apple's `addRoundedRect(in:cornerSize:style:transform:)` ends with `transform: CGAffineTransform
// = .identity`, left out for the reason PathAddArc.swift gives.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

private struct KeyOutline: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addRoundedRect(in: rect, cornerSize: CGSize(width: 12, height: 12))
    return path
  }
}

/// `PathAddRoundedRect` as an app writes it: it compiles against HeadlessUI and, in the
/// apple-check, against Apple's shapes (SwiftUI's interface); the test below renders it on
/// HeadlessUI.
private struct PathAddRoundedRectUsage: View {
  var body: some View {
    Text("7").background { KeyOutline().fill(Color.gray) }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func pathAddRoundedRectCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(PathAddRoundedRectUsage())
    #expect(try host.find(text: "7").isMounted)
    #expect(host.findAll(KeyOutline.self).count == 1)
    #expect(KeyOutline().path(in: CGRect(x: 0, y: 0, width: 60, height: 60)).isEmpty == false)
  }
#endif
