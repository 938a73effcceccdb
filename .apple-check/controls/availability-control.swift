// Negative control for target-check.sh: code Apple's compiler rejects at the package's iOS minimum
// (iOS 15). `onChange(of:initial:_:)` is `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)`
// in SwiftUICore.swiftinterface; used without `if #available` or an `@available` on the enclosing
// declaration, it must fail to compile. The guarded use below must not.
import SwiftUI

struct UnguardedOnChange : View {
  let value: Int
  // (expect error) 'onChange(of:initial:_:)' is only available in iOS 17.0 or newer
  var body: some View { Text("").onChange(of: value) { _, _ in } }
}

// (expect error) the same call from a helper that nothing guards either
func unguardedHelper(_ view: Text) -> some View { view.onChange(of: 1) {} }

struct GuardedOnChange : View {
  let value: Int
  // accepted: the availability condition guards the call
  var body: some View {
    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
      Text("").onChange(of: value) { _, _ in }
    } else {
      Text("")
    }
  }
}
