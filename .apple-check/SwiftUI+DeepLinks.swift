// The declaration the Published Events article's Deep Links recipe
// (Tests/HierarchyResponderTests/Guide/DeepLinksSnippets.swift) uses and the shadow lacks, compiled
// into the SwiftUI shadow by `APPLE_CHECK_EXTRA=.apple-check`. Copied in shape from Apple's iOS 18.0
// interface, never from HeadlessUI, with Apple's availability and isolation; the body is a stub.
//
// Positions: "SwiftUI" is iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/
// SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface; the comment quotes Apple's declaration as it
// reads there (search the file for the quote).

// SwiftUI: in `@_Concurrency.MainActor @preconcurrency public struct TabView<SelectionValue,
// Content>` (iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0): `@available(iOS, deprecated: 100000.0,
// message: "Use TabContentBuilder-based TabView initializers instead")` (the same for macOS, tvOS and
// watchOS) `nonisolated public init(selection: SwiftUICore.Binding<SelectionValue>?,
// @SwiftUICore.ViewBuilder content: () -> Content)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension TabView {
  @available(iOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
  @available(macOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
  @available(tvOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
  @available(watchOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
  nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
}
