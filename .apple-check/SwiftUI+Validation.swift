// Declarations the validation work (EventCommand and EventButton showing an on/off state as a
// toggle, ARCHITECTURE.md rule 17) uses and the shared shadow lacks (compiled into the SwiftUI
// shadow by `APPLE_CHECK_EXTRA=.apple-check`). Bodies are stubs.

// MARK: SwiftUI, position not located: Toggle (`Toggle`, iOS 13.0, macOS 10.15, tvOS 13.0,
// watchOS 6.0; Apple's documentation: "struct Toggle<Label> where Label : View" and
// "nonisolated init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label)"). Isolation as the
// iOS 18.0 interface gives its other controls (`Button`: a `@MainActor @preconcurrency` struct
// with `nonisolated` initializers, `@available(*, unavailable)` Sendable). Only the initializer
// the layer uses.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Toggle<Label> : View where Label : View {
  nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
  @MainActor @preconcurrency public var body: some View { EmptyView() }
}
@available(*, unavailable) extension Toggle : Sendable {}
