// `navigationBarTitle(_:displayMode:)` as an app writes it. The usage view compiles against SwiftUI
// where it exists (the apple-check type-checks it as app code against Apple's shapes, `.ci/run`)
// and against HeadlessUI elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

// The modifier exists on iOS and visionOS only: an app keeps it out of its macOS, tvOS and watchOS
// builds; the HeadlessUI and apple-check builds (Linux) compile it.
#if !os(macOS) && !os(tvOS) && !os(watchOS)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
private struct StopsScreen: View {
  var body: some View {
    List { Text("Stop 12") }.navigationBarTitle(Text("Stops"), displayMode: .inline)
  }
}

/// `navigationBarTitle(_:displayMode:)` as an app writes it: it compiles against HeadlessUI and, in
/// the apple-check, against Apple's shapes (SwiftUI's interface); the test below renders it on
/// HeadlessUI.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
private struct NavigationBarTitleUsage: View {
  var body: some View {
    NavigationStack { StopsScreen() }
  }
}
#endif

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func navigationBarTitleRecordsTheTitleAndDisplayMode() throws {
    let host = ViewHost(NavigationBarTitleUsage())
    #expect(try host.navigationStack().title == "Stops")
    #expect(try host.find(StopsScreen.self).attribute("navigationBarTitleDisplayMode") == ".inline")
  }
#endif
