// `EdgeInsets: Animatable`, with its `VectorArithmetic` animatable data, as an app uses it: a
// preference key that sums insets (`value += nextValue()`). The key compiles against SwiftUI where
// it exists (the apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and
// against HeadlessUI elsewhere; the test reduces with it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The insets the children ask for, summed: each inset's animatable data adds up.
private struct RequestedInsetsKey: PreferenceKey {
  static let defaultValue = EdgeInsets.AnimatableData.zero

  static func reduce(value: inout EdgeInsets.AnimatableData, nextValue: () -> EdgeInsets.AnimatableData) {
    value += nextValue()
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  // `EdgeInsets` conforms to `Animatable`, its `AnimatableData` being nested `AnimatablePair`s
  // (https://developer.apple.com/documentation/swiftui/edgeinsets); a `VectorArithmetic` value adds
  // (https://developer.apple.com/documentation/swiftui/vectorarithmetic).
  @Test func edgeInsetsAnimatableDataAddsUpAsAnAppSumsInsets() throws {
    var value = RequestedInsetsKey.defaultValue
    RequestedInsetsKey.reduce(value: &value) { EdgeInsets(top: 8, leading: 0, bottom: 0, trailing: 0).animatableData }
    RequestedInsetsKey.reduce(value: &value) { EdgeInsets(top: 0, leading: 4, bottom: 16, trailing: 4).animatableData }
    var total = EdgeInsets()
    total.animatableData = value
    #expect(total == EdgeInsets(top: 8, leading: 4, bottom: 16, trailing: 4))
  }
#endif
