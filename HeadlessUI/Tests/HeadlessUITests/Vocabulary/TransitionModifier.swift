// `AnyTransition.modifier(active:identity:)` as an app writes it. The usage view compiles against
// SwiftUI where it exists (the apple-check type-checks it as app code against Apple's shapes,
// `.ci/run`) and against HeadlessUI elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The transition's modifier: a grayscale and a blur, as an app writes one.
private struct FadeBlur: ViewModifier {
  let amount: Double

  func body(content: Content) -> some View {
    content.grayscale(amount).blur(radius: amount * 10)
  }
}

/// A view inserted with a custom transition.
private struct TransitionModifierUsage: View {
  var body: some View {
    Text("Toast").transition(.modifier(active: FadeBlur(amount: 1), identity: FadeBlur(amount: 0)))
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  // "Returns a transition defined between an active modifier and an identity modifier"
  // (https://developer.apple.com/documentation/swiftui/anytransition/modifier(active:identity:)):
  // once inserted, the view shows as it is.
  @MainActor @Test func aModifierTransitionCompilesAsAnAppWritesItAndIsRecorded() throws {
    let host = ViewHost(TransitionModifierUsage())
    #expect(try host.find(text: "Toast").attribute("transition") == ".modifier(FadeBlur)")
  }
#endif
