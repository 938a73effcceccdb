// What Apple's SwiftUI brings of UIKit on iOS, compiled into the iOS flavour of the SwiftUI
// stand-in that app code is checked against (check.sh): SwiftUI's Objective-C umbrella header
// imports UIKit, so a file that imports only SwiftUI sees `UIColor`, `UIApplication`… and the
// SwiftUI declarations that take UIKit types. Shapes from Apple's SwiftUI interface
// (iPhoneOS18.0.sdk, SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface).
@_exported import UIKit

// MARK: - Color(uiColor:), Color(_: UIColor) (SwiftUI)

// SwiftUI (iPhoneOS18.0.sdk, arm64-apple-ios.swiftinterface): "@available(iOS 15.0, tvOS 15.0,
// watchOS 8.0, *) @available(macOS, unavailable) extension SwiftUICore.Color { public
// init(uiColor: UIKit.UIColor) }" and, deprecated with a message (not a rename), "extension
// SwiftUICore.Color { @_disfavoredOverload public init(_ color: UIKit.UIColor) }".
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
@available(macOS, unavailable)
extension Color {
  public init(uiColor: UIColor) { self = .red }
}
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
@available(macOS, unavailable)
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
extension Color {
  @_disfavoredOverload public init(_ color: UIColor) { self = .red }
}

// MARK: - Image(uiImage:) (SwiftUI)

// SwiftUI (iPhoneOS18.0.sdk): "@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *) @available(macOS,
// unavailable) extension SwiftUICore.Image { public init(uiImage: UIKit.UIImage) }".
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension Image {
  public init(uiImage: UIImage) { self.init("") }
}

// MARK: - UIViewRepresentable, UIViewControllerRepresentable (SwiftUI, iOS 13)

// SwiftUI (iPhoneOS18.0.sdk, arm64-apple-ios.swiftinterface), quoted below without the module
// prefixes. Left out, as app code never names them: the underscored hooks each protocol declares
// with a default (`_identifiedViewTree(in:)`, `_layoutOptions(_:)` and its `LayoutOptions`
// typealias, and for views `_overrideSizeThatFits`, `_overrideLayoutTraits`,
// `_modifyBridgedViewInputs`), `_resetUIView…`, and the nonisolated `_makeView`/`_makeViewList`.
// Both contexts are `@preconcurrency @MainActor` structs that the interface declares Sendable
// (`extension SwiftUI.UIViewRepresentableContext : Swift.Sendable {}`), with
// `animate(changes:completion:)` since iOS 18.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public protocol UIViewRepresentable : View where Self.Body == Never {
  associatedtype UIViewType : UIView
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
  associatedtype Coordinator = Void
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  @available(iOS 16.0, tvOS 16.0, *)
  @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
  typealias Context = UIViewRepresentableContext<Self>
}
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension UIViewRepresentable where Self.Coordinator == () {
  @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
}
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension UIViewRepresentable {
  @MainActor @preconcurrency public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
  @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
  @available(macOS, unavailable)
  @MainActor @preconcurrency public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? { nil }
  @MainActor @preconcurrency public var body: Never { fatalError() }
}
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public struct UIViewRepresentableContext<Representable> where Representable : UIViewRepresentable {
  @MainActor @preconcurrency public let coordinator: Representable.Coordinator
  @MainActor @preconcurrency public var transaction: Transaction { fatalError() }
  @MainActor @preconcurrency public var environment: EnvironmentValues { fatalError() }
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {}
}
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentableContext : Sendable {}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public protocol UIViewControllerRepresentable : View where Self.Body == Never {
  associatedtype UIViewControllerType : UIViewController
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
  @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
  @MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
  associatedtype Coordinator = Void
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  @available(iOS 16.0, tvOS 16.0, *)
  @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize?
  typealias Context = UIViewControllerRepresentableContext<Self>
}
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension UIViewControllerRepresentable where Self.Coordinator == () {
  @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
}
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension UIViewControllerRepresentable {
  @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
  @MainActor @preconcurrency public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize? { nil }
  @MainActor @preconcurrency public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator) {}
  @MainActor @preconcurrency public var body: Never { fatalError() }
}
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public struct UIViewControllerRepresentableContext<Representable> where Representable : UIViewControllerRepresentable {
  @MainActor @preconcurrency public let coordinator: Representable.Coordinator
  @MainActor @preconcurrency public var transaction: Transaction { fatalError() }
  @MainActor @preconcurrency public var environment: EnvironmentValues { fatalError() }
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {}
}
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewControllerRepresentableContext : Sendable {}
