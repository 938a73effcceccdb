// `colorScheme(_:)` as an app writes it. The usage view compiles against SwiftUI where it exists
// (the apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against
// HeadlessUI elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

private struct SchemeLabel: View {
  @Environment(\.colorScheme) private var colorScheme
  var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
}

/// `colorScheme(_:)` as an app writes it: it compiles against HeadlessUI and, in the apple-check,
/// against Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct ColorSchemeModifierUsage: View {
  var body: some View {
    VStack { SchemeLabel().colorScheme(.dark) }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func colorSchemeModifierSetsTheSchemeItsSubtreeReads() throws {
    let host = ViewHost(ColorSchemeModifierUsage())
    #expect(try host.find(text: "dark").isMounted)
  }
#endif
