// What Apple's SwiftUI brings of UIKit on iOS, compiled into the iOS flavour of the SwiftUI
// stand-in that app code is checked against (check.sh): SwiftUI's Objective-C umbrella header
// imports UIKit, so a file that imports only SwiftUI sees `UIColor`, `UIApplication`… and the
// SwiftUI declarations that take UIKit types. Shapes from Apple's SwiftUI and SwiftUICore
// interfaces (iPhoneOS18.0.sdk) and documentation.
@_exported import UIKit

// MARK: - Color(uiColor:), Color(_: UIColor) (SwiftUICore)

// Documentation, color/init(uicolor:): `init(uiColor: UIColor)` (iOS 15.0, tvOS 15.0, watchOS
// 8.0, visionOS 1.0; no macOS); SwiftUICore: `@available(iOS, introduced: 13.0, deprecated:
// 100000.0, renamed: "Color(uiColor:)") … public init(_ color: UIKit.UIColor)`.
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
@available(macOS, unavailable)
extension Color {
  public init(uiColor color: UIColor) { self = .red }
}
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Color(uiColor:)")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "Color(uiColor:)")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Color(uiColor:)")
@available(macOS, unavailable)
extension Color {
  public init(_ color: UIColor) { self = .red }
}

// MARK: - Image(uiImage:) (SwiftUICore)

// Documentation, image/init(uiimage:): `init(uiImage: UIImage)` (iOS 13.0, tvOS 13.0, watchOS
// 6.0; no macOS).
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension Image {
  public init(uiImage: UIImage) { self.init("") }
}

// MARK: - UIViewRepresentable, UIViewControllerRepresentable (SwiftUI, iOS 13)

// SwiftUI (tvOS 18.0 interface, the iOS one is the same): "@available(iOS 13.0, tvOS 13.0, *)
// @available(macOS, unavailable) @available(watchOS, unavailable) @preconcurrency
// @_Concurrency.MainActor public protocol UIViewRepresentable : SwiftUICore.View where Self.Body ==
// Swift.Never" with `associatedtype UIViewType : UIKit.UIView`, `func makeUIView(context:
// Self.Context) -> Self.UIViewType`, `func updateUIView(_ uiView: Self.UIViewType, context:
// Self.Context)`, `static func dismantleUIView(_ uiView: Self.UIViewType, coordinator:
// Self.Coordinator)`, `associatedtype Coordinator = Swift.Void`, `func makeCoordinator() ->
// Self.Coordinator`, `@available(iOS 16.0, tvOS 16.0, *) func sizeThatFits(_ proposal:
// SwiftUICore.ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) ->
// CoreFoundation.CGSize?`, `typealias Context = SwiftUI.UIViewRepresentableContext<Self>`; default
// `dismantleUIView`, `sizeThatFits`, `body` in an extension, `makeCoordinator()` where
// `Self.Coordinator == ()`. `UIViewControllerRepresentable` is the same with `UIViewControllerType
// : UIKit.UIViewController`, `makeUIViewController(context:)`, `updateUIViewController(_:context:)`,
// `dismantleUIViewController(_:coordinator:)`, `sizeThatFits(_:uiViewController:context:)`.
// `UIViewRepresentableContext<Representable>`: `@MainActor @preconcurrency public struct` with
// `public let coordinator: Representable.Coordinator`, `public var transaction:
// SwiftUICore.Transaction { get }`, `public var environment: SwiftUICore.EnvironmentValues { get }`.
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
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentable {
  @MainActor @preconcurrency public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
  @available(iOS 16.0, tvOS 16.0, *)
  @MainActor @preconcurrency public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? { nil }
  @MainActor @preconcurrency public var body: Never { fatalError() }
}
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentable where Self.Coordinator == () {
  @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
}
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable> where Representable : UIViewRepresentable {
  @MainActor @preconcurrency public let coordinator: Representable.Coordinator
  @MainActor @preconcurrency public var transaction: Transaction { fatalError() }
  @MainActor @preconcurrency public var environment: EnvironmentValues { fatalError() }
}
@available(*, unavailable)
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
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewControllerRepresentable {
  @MainActor @preconcurrency public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator) {}
  @available(iOS 16.0, tvOS 16.0, *)
  @MainActor @preconcurrency public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize? { nil }
  @MainActor @preconcurrency public var body: Never { fatalError() }
}
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewControllerRepresentable where Self.Coordinator == () {
  @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
}
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable> where Representable : UIViewControllerRepresentable {
  @MainActor @preconcurrency public let coordinator: Representable.Coordinator
  @MainActor @preconcurrency public var transaction: Transaction { fatalError() }
  @MainActor @preconcurrency public var environment: EnvironmentValues { fatalError() }
}
@available(*, unavailable)
extension UIViewControllerRepresentableContext : Sendable {}
