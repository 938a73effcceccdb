// Declarations the Requests article's snippets use and the shared shadow lacks (compiled into the
// SwiftUI shadow by `APPLE_CHECK_EXTRA=.apple-check`). Shape from Apple's iOS 18.0 SDK interface
// (iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface, the View extension of confirmation dialogs, iOS 15.0, macOS 12.0,
// tvOS 15.0, watchOS 8.0); the same signature as HeadlessUI's. Only the member the project uses.
// The body is a stub.

// MARK: SwiftUI: View.confirmationDialog(_:isPresented:titleVisibility:actions:)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func confirmationDialog<A>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View where A: View { modifier(EmptyModifier()) }
}
