// `EdgeInsets` arithmetic (`+=`, `+`, `-`, `*`) as an app writes it: a preference key that sums the
// insets its children ask for, `value += nextValue()` (EMT's SharedUI and ToolKit's UIToolKit do).
// The key compiles against SwiftUI where it exists (the apple-check type-checks it as app code
// against Apple's shapes, `.ci/run`) and against HeadlessUI elsewhere; the test reduces with it
// where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The insets the children ask for, summed.
private struct SafeInsetsKey: PreferenceKey {
  static let defaultValue = EdgeInsets()

  static func reduce(value: inout EdgeInsets, nextValue: () -> EdgeInsets) {
    value += nextValue()
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  // SwiftUICore declares `EdgeInsets : Animatable, _VectorMath`; `_VectorMath` gives an animatable
  // value `+=`, `+`, `-=`, `-`, `*`, `/` and `magnitude` over its animatable data.
  @Test func edgeInsetsAddSubtractAndScaleEdgeByEdge() {
    var value = SafeInsetsKey.defaultValue
    SafeInsetsKey.reduce(value: &value) { EdgeInsets(top: 8, leading: 0, bottom: 0, trailing: 2) }
    SafeInsetsKey.reduce(value: &value) { EdgeInsets(top: 0, leading: 4, bottom: 16, trailing: 2) }
    #expect(value == EdgeInsets(top: 8, leading: 4, bottom: 16, trailing: 4))
    #expect(value - EdgeInsets(top: 8, leading: 4, bottom: 0, trailing: 0) == EdgeInsets(top: 0, leading: 0, bottom: 16, trailing: 4))
    #expect(value * 0.5 == EdgeInsets(top: 4, leading: 2, bottom: 8, trailing: 2))
    #expect(-EdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0) == EdgeInsets(top: -1, leading: 0, bottom: 0, trailing: 0))
    #expect(EdgeInsets(top: 3, leading: 4, bottom: 0, trailing: 0).magnitude == 5)
  }
#endif
