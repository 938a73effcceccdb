// `navigationBarTitle(_:displayMode:)` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
// The modifier exists on iOS (and visionOS) only, hence the `os(iOS)` guard an app also writes.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `navigationBarTitle(_:displayMode:)` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
#if os(iOS) || !canImport(SwiftUI) || Headless
  private struct NavigationBarTitleUsage: View {
    var body: some View {
      NavigationStack {
        List { Text("Stop 12") }.navigationBarTitle(Text("Stops"), displayMode: .inline)
      }
    }
  }
#endif

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func navigationBarTitleRecordsTheTitleAndDisplayMode() throws {
    let host = ViewHost(NavigationBarTitleUsage())
    let row = try host.find(text: "Stop 12")
    #expect(row.attribute("navigationTitle") == "\"Stops\"")
    #expect(row.attribute("navigationBarTitleDisplayMode") == ".inline")
  }
#endif
