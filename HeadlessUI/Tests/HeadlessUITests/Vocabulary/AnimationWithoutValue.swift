// The `animation(_:)` without a value that apps written before iOS 15 still call (deprecated by
// Apple, not removed): a search bar animates its status line. The view compiles against
// SwiftUI (the apple-check type-checks it as app code against Apple's shapes) and against
// HeadlessUI; the test reads the recorded animation.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// A search bar whose status line changes with an animation.
private struct AnimatedSearchBar: View {
  @State private var text = ""
  var body: some View {
    VStack {
      TextField("Search", text: $text)
      Text(text.isEmpty ? "No query" : "Searching").animation(.linear(duration: 0.16))
    }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  // View.animation(_:): "Applies the given animation to all animatable values within this view";
  // HeadlessUI records it as `animation(_:value:)` is recorded.
  @MainActor @Test func anAnimationWithoutAValueIsRecorded() throws {
    let host = ViewHost(AnimatedSearchBar())
    #expect(try host.find(text: "No query").attribute("animation") == ".linear(duration: 0.16)")
  }
#endif
