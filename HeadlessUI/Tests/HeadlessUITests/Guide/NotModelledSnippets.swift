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
