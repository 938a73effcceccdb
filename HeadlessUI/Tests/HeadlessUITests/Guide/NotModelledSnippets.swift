// HeadlessUI's README pattern for SwiftUI API that HeadlessUI does not model ("What is not modelled"):
// the unmodelled view lives in the `canImport(SwiftUI)` branch, a stand-in in the other one. The
// view compiles against SwiftUI where it exists (the apple-check type-checks it as app code,
// `.ci/run`) and against HeadlessUI elsewhere; the test mounts it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

struct LastUpdated: View {
  var body: some View {
    #if canImport(SwiftUI) && !Headless
      TimelineView(.everyMinute) { context in
        Text("Updated \(context.date.formatted(date: .omitted, time: .shortened))")
      }
    #else
      Text("Updated just now")
    #endif
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func theNotModelledPatternShowsTheStandInOnHeadlessUI() throws {
    let host = ViewHost(LastUpdated())
    #expect(try host.find(text: "Updated just now").isMounted)
  }
#endif

/// An `ImageRenderer` the same way: HeadlessUI declares it unavailable with a message naming
/// this pattern, so app code keeps it in the `canImport(SwiftUI)` branch.
@MainActor func receiptImageScale() -> Double {
  #if canImport(SwiftUI) && !Headless
    if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
      let renderer = ImageRenderer(content: Text("Receipt"))
      renderer.scale = 2
      return Double(renderer.scale)
    }
    return 1
  #else
    return 1
  #endif
}
