// `Layout` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
//
// HeadlessUI lays nothing out: the layout's subviews render in order, and its methods are not
// called.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
private struct KeypadGrid: Layout {
  var columns = 3

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = (subviews.count + columns - 1) / columns
    return CGSize(width: 80 * CGFloat(columns), height: 80 * CGFloat(rows))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for (index, subview) in subviews.enumerated() {
      let origin = CGPoint(x: bounds.minX + CGFloat(index % columns) * 80, y: bounds.minY + CGFloat(index / columns) * 80)
      subview.place(at: origin, proposal: ProposedViewSize(width: 80, height: 80))
    }
  }

  func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    var spacing = ViewSpacing()
    for subview in subviews { spacing.formUnion(subview.spacing, edges: .all) }
    return spacing
  }
}

/// `Layout` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
private struct LayoutUsage: View {
  @State private var typed = ""
  var body: some View {
    VStack {
      Text("Typed: \(typed)")
      KeypadGrid(columns: 3) {
        ForEach(1..<4) { digit in Button("\(digit)") { typed += "\(digit)" } }
      }
    }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func aCustomLayoutShowsItsSubviewsInOrder() throws {
    let host = ViewHost(LayoutUsage())
    #expect(host.findAll(text: "1").count == 1)
    try host.button("3").tap()
    try host.button("1").tap()
    #expect(try host.find(text: "Typed: 31").isMounted)
    let texts = host.root.texts.filter { ["1", "2", "3"].contains($0) }
    #expect(texts == ["1", "2", "3"])
    #expect(ProposedViewSize(width: nil, height: 44).replacingUnspecifiedDimensions() == CGSize(width: 10, height: 44))
    #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
  }
#endif
