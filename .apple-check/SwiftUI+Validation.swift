// Declarations the validation work (EventCommand and EventButton showing an on/off state as a
// toggle, ARCHITECTURE.md, Validation) uses and the shared shadow lacks (compiled into the SwiftUI
// shadow by `APPLE_CHECK_EXTRA=.apple-check`). Shapes from Apple's iOS 18.0 SDK interfaces, as in
// `SwiftUI+Commands.swift`: "SwiftUI" names iPhoneOS18.0.sdk/System/Library/Frameworks/
// SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface; each comment quotes
// Apple's declaration as it reads there (search the file for the quote). Only the members the
// layer uses. Bodies are stubs.

// MARK: SwiftUI: Toggle (character offset about 258,000 in the interface)
// `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)`
// `@_Concurrency.MainActor @preconcurrency public struct Toggle<Label> : SwiftUICore.View where
// Label : SwiftUICore.View {`
// `  nonisolated public init(isOn: SwiftUICore.Binding<Swift.Bool>, @SwiftUICore.ViewBuilder label:
// () -> Label)`
// `  @_Concurrency.MainActor @preconcurrency public var body: some SwiftUICore.View {`
// `@available(*, unavailable)` `extension SwiftUI.Toggle : Swift.Sendable {`
// The `sources:` initializer (iOS 16) and the `Label == Text` / `ToggleStyleConfiguration.Label`
// extensions are left out: the layer does not use them.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Toggle<Label> : View where Label : View {
  nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
  @MainActor @preconcurrency public var body: some View { EmptyView() }
}
@available(*, unavailable) extension Toggle : Sendable {}
