// `Color(_: UIColor)` as an app writes it. The usage view compiles against SwiftUI where it exists
// (the apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against
// HeadlessUI elsewhere; the test renders it where HeadlessUI is the SwiftUI.
//
// An app that keeps its UIKit colors for UIKit, with a SwiftUI color elsewhere: the branch pattern
// still compiles everywhere. HeadlessUI now declares `UIColor` and `Color(_: UIColor)` too
// (UIColorThroughSwiftUI.swift), so such a guard is optional; `!os(Linux)` keeps this file's
// fallback branch the one Linux compiles.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

#if canImport(UIKit) && !os(Linux)
  import UIKit

  private let brandIndigo = Color(UIColor.systemIndigo)
#else
  private let brandIndigo = Color.indigo
#endif

/// `Color(_: UIColor)` as an app writes it: it compiles against HeadlessUI and, in the apple-check,
/// against Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct ColorUIColorUsage: View {
  var body: some View {
    Text("Vault").foregroundStyle(brandIndigo)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func colorUIColorFallsBackToASwiftUIColorWhereUIKitIsAbsent() throws {
    let host = ViewHost(ColorUIColorUsage())
    #expect(try host.find(text: "Vault").attribute("foregroundStyle") == ".indigo")
  }
#endif
