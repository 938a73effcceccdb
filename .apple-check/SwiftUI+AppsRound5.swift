// Declarations for the fifth round of the predecessor's users' apps (issue 50, re-measured on the
// apps' own modules) that need no UIKit; UIScreen is in sdk/UIKit.swift. Shapes from Apple's
// documentation of SwiftUI (developer.apple.com/documentation/swiftui) and the iOS 18 SDK.

// MARK: - GeometryEffect, ProjectionTransform (SwiftUICore, iOS 13)

// Apple's documentation: "nonisolated protocol GeometryEffect : Animatable, ViewModifier where
// Self.Body == Never" and "nonisolated func effectValue(size: CGSize) -> ProjectionTransform" (iOS
// 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0); `ignoredByLayout()` is not declared.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public protocol GeometryEffect : Animatable, ViewModifier where Self.Body == Never {
  nonisolated func effectValue(size: CGSize) -> ProjectionTransform
}

// SwiftUICore: "@frozen public struct ProjectionTransform" with `public var m11: CGFloat = 1.0`
// through `m33` (identity by default), `@inlinable public init()`, `@inlinable public init(_ m:
// CGAffineTransform)` (not declared here: the stand-ins have no CoreGraphics beyond Foundation's
// geometry), `@inlinable public var isIdentity: Bool`, `@inlinable public var isAffine: Bool`,
// `extension ProjectionTransform : Equatable`, `@inlinable public func concatenating(_ rhs:
// ProjectionTransform) -> ProjectionTransform`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ProjectionTransform {
  public var m11: CGFloat = 1.0
  public var m12: CGFloat = 0.0
  public var m13: CGFloat = 0.0
  public var m21: CGFloat = 0.0
  public var m22: CGFloat = 1.0
  public var m23: CGFloat = 0.0
  public var m31: CGFloat = 0.0
  public var m32: CGFloat = 0.0
  public var m33: CGFloat = 1.0
  @inlinable public init() {}
  @inlinable public var isIdentity: Bool { true }
  @inlinable public var isAffine: Bool { true }
  @inlinable public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform { self }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ProjectionTransform : Equatable {
  public static func == (a: ProjectionTransform, b: ProjectionTransform) -> Bool { true }
}

// MARK: - Animation (SwiftUICore, iOS 13), only what the round's app code uses

// SwiftUICore: "@frozen public struct Animation : Swift.Equatable, Swift.Sendable" (iOS 13.0, macOS
// 10.15, tvOS 13.0, watchOS 6.0), "public static func linear(duration: Swift.Double) ->
// SwiftUICore.Animation", "public static var linear: SwiftUICore.Animation { get }".
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Animation : Equatable, Sendable {
  public static func linear(duration: Double) -> Animation { Animation() }
  public static var linear: Animation { Animation() }
}

// MARK: - View.animation(_:) without a value (SwiftUICore, deprecated)

// SwiftUICore: "@available(iOS, introduced: 13.0, deprecated: 15.0, message: \"Use withAnimation or
// animation(_:value:) instead.\")" (macOS 10.15–12.0, tvOS 13.0–15.0, watchOS 6.0–8.0, visionOS
// 1.0–1.0) "@inlinable nonisolated public func animation(_ animation: Animation?) -> some View".
extension View {
  @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(macOS, introduced: 10.15, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(tvOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(watchOS, introduced: 6.0, deprecated: 8.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use withAnimation or animation(_:value:) instead.")
  @inlinable nonisolated public func animation(_ animation: Animation?) -> some View { modifier(EmptyModifier()) }
}

// MARK: - NavigationLink(destination:isActive:label:) (SwiftUI, deprecated)

// Apple's documentation: "nonisolated init(destination: Destination, isActive: Binding<Bool>,
// @ViewBuilder label: () -> Label)", iOS 13.0–16.0, macOS 10.15–13.0, tvOS 13.0–16.0, watchOS
// 6.0–9.0, visionOS 1.0–1.0, deprecated with "use NavigationLink(value:label:), or
// navigationDestination(isPresented:destination:), inside a NavigationStack or
// NavigationSplitView"; "@MainActor @preconcurrency public struct NavigationLink<Label,
// Destination> : View where Label : View, Destination : View" (iOS 13.0). Only that initializer is
// declared here.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct NavigationLink<Label, Destination> : View where Label : View, Destination : View {
  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  nonisolated public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {}
  public var body: some View { EmptyView() }
}

// MARK: - PresentationMode (SwiftUI, deprecated)

// Apple's documentation: "struct PresentationMode" with "var isPresented: Bool { get }" and
// "mutating func dismiss()"; EnvironmentValues "var presentationMode: Binding<PresentationMode>
// { get }"; iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, deprecated (100000.0)
// with "Use isPresented or dismiss".
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use isPresented or dismiss")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
public struct PresentationMode {
  public var isPresented: Bool { false }
  public mutating func dismiss() {}
}

extension EnvironmentValues {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use isPresented or dismiss")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
  public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
}
