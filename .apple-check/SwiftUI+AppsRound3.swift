// Declarations the third round of the predecessor's users' apps uses (issue #39) and the shadow
// lacks, compiled into the SwiftUI shadow by `APPLE_CHECK_EXTRA=.apple-check`; their app code is
// HeadlessUI/Tests/HeadlessUITests/Vocabulary/{GraphicEffects,Materials,GlassEffect,
// ContentShapeKinds,LabeledContentStyle,TransitionModifier,EdgeInsetsAnimatable}.swift and the
// ImageRenderer line of HeadlessUI/Tests/HeadlessUITests/Guide/NotModelledSnippets.swift.
// Written from Apple's documentation pages (developer.apple.com/documentation/swiftui/…), each
// quoted as the page declares it with the availability it lists, never from HeadlessUI; the
// `nonisolated`/`@MainActor` markings are the pages' own. Bodies are stubs; only what those files
// use is declared.
import Foundation

// MARK: - Graphic effects (SwiftUICore, iOS 13 / iOS 15)

// Documentation, view/grayscale(_:): `nonisolated func grayscale(_ amount: Double) -> some View`;
// view/blur(radius:opaque:): `nonisolated func blur(radius: CGFloat, opaque: Bool = false) -> some
// View`; view/luminancetoalpha(): `nonisolated func luminanceToAlpha() -> some View`;
// view/compositinggroup(): `nonisolated func compositingGroup() -> some View`;
// view/rotation3deffect(_:axis:anchor:anchorz:perspective:): `nonisolated func rotation3DEffect(_
// angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ:
// CGFloat = 0, perspective: CGFloat = 1) -> some View` (each iOS 13.0, macOS 10.15, tvOS 13.0,
// watchOS 6.0); view/mask(alignment:_:): `nonisolated func mask<Mask>(alignment: Alignment =
// .center, @ViewBuilder _ mask: () -> Mask) -> some View where Mask : View` (iOS 15.0, macOS 12.0,
// tvOS 15.0, watchOS 8.0).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func grayscale(_ amount: Double) -> some View { modifier(EmptyModifier()) }
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { modifier(EmptyModifier()) }
  nonisolated public func luminanceToAlpha() -> some View { modifier(EmptyModifier()) }
  nonisolated public func compositingGroup() -> some View { modifier(EmptyModifier()) }
  nonisolated public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { modifier(EmptyModifier()) }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func mask<Mask>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View where Mask : View { modifier(EmptyModifier()) }
}

// MARK: - Material, BackgroundStyle, background(_:ignoresSafeAreaEdges:) (SwiftUICore, iOS 15)

// Documentation, material: `struct Material` (iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0),
// conforming to `Sendable` and `ShapeStyle`, with `static let ultraThin: Material`, `thin`,
// `regular`, `thick`, `ultraThick` and `bar` (not on watchOS); shapestyle/regularmaterial:
// `static var regularMaterial: Material { get }` in `extension ShapeStyle where Self == Material`,
// and its siblings.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Material : Sendable, ShapeStyle {
  public static let regular = Material()
  public static let thick = Material()
  public static let thin = Material()
  public static let ultraThin = Material()
  public static let ultraThick = Material()
  @available(watchOS, unavailable)
  public static let bar = Material()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == Material {
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var thinMaterial: Material { .thin }
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var ultraThickMaterial: Material { .ultraThick }
}

// Documentation, backgroundstyle: `@frozen struct BackgroundStyle` conforming to `ShapeStyle`, with
// `@inlinable init()`; shapestyle/background: `static var background: BackgroundStyle { get }` in
// `extension ShapeStyle where Self == BackgroundStyle` (iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct BackgroundStyle : ShapeStyle {
  @inlinable public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == BackgroundStyle {
  @_alwaysEmitIntoClient public static var background: BackgroundStyle { BackgroundStyle() }
}

// Documentation, view/background(_:ignoressafeareaedges:): `nonisolated func background<S>(_
// style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S : ShapeStyle`
// (iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S : ShapeStyle { modifier(EmptyModifier()) }
}

// MARK: - Glass, glassEffect(_:in:) (SwiftUI, iOS 26)

// Documentation, glass: `struct Glass` conforming to `Equatable` and `Sendable`, with `static var
// regular: Glass`, `static var clear: Glass`, `static var identity: Glass`, `func tint(_ color:
// Color?) -> Glass` and `func interactive(_ isEnabled: Bool = true) -> Glass`;
// view/glasseffect(_:in:): `nonisolated func glassEffect(_ glass: Glass = .regular, in shape: some
// Shape = DefaultGlassEffectShape()) -> some View`; defaultglasseffectshape: `struct
// DefaultGlassEffectShape` conforming to `Shape` (each iOS 26.0, macOS 26.0, tvOS 26.0, watchOS
// 26.0; not visionOS).
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct Glass : Equatable, Sendable {
  public static var regular: Glass { Glass() }
  public static var clear: Glass { Glass() }
  public static var identity: Glass { Glass() }
  public func tint(_ color: Color?) -> Glass { self }
  public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct DefaultGlassEffectShape : Shape {
  public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
extension View {
  nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View { modifier(EmptyModifier()) }
}

// MARK: - ContentShapeKinds, contentShape(_:_:eoFill:) (SwiftUICore, iOS 15)

// Documentation, contentshapekinds: `struct ContentShapeKinds` (iOS 15.0, macOS 12.0, tvOS 15.0,
// watchOS 8.0) conforming to `OptionSet` and `Sendable`, with `init(rawValue: Int)`, `static let
// interaction: ContentShapeKinds`, `static let dragPreview` (iOS 15.0, macOS 12.0),
// `static let contextMenuPreview` (iOS 15.0, tvOS 17.0), `static let hoverEffect` (iOS 15.0,
// tvOS 18.0), `static let focusEffect` (macOS 12.0, watchOS 8.0) and `static let accessibility`
// (iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0); view/contentshape(_:_:eofill:):
// `nonisolated func contentShape<S>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
// -> some View where S : Shape` (iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ContentShapeKinds : OptionSet, Sendable {
  public var rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let interaction = ContentShapeKinds(rawValue: 1)
  @available(tvOS, unavailable) @available(watchOS, unavailable)
  public static let dragPreview = ContentShapeKinds(rawValue: 2)
  @available(tvOS 17.0, *) @available(macOS, unavailable) @available(watchOS, unavailable)
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
  @available(tvOS 18.0, *) @available(macOS, unavailable) @available(watchOS, unavailable)
  public static let hoverEffect = ContentShapeKinds(rawValue: 8)
  @available(iOS, unavailable) @available(tvOS, unavailable)
  public static let focusEffect = ContentShapeKinds(rawValue: 16)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static let accessibility = ContentShapeKinds(rawValue: 32)
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func contentShape<S>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View where S : Shape { modifier(EmptyModifier()) }
}

// MARK: - LabeledContentStyle (SwiftUI, iOS 16)

// Documentation, labeledcontentstyle: `@MainActor @preconcurrency protocol LabeledContentStyle`
// with `associatedtype Body : View`, `@ViewBuilder func makeBody(configuration: Self.Configuration)
// -> Self.Body` and `typealias Configuration = LabeledContentStyleConfiguration`;
// labeledcontentstyleconfiguration: `struct LabeledContentStyleConfiguration` with `struct Label`
// and `struct Content` (views), `let label: LabeledContentStyleConfiguration.Label` and `let
// content: LabeledContentStyleConfiguration.Content`; view/labeledcontentstyle(_:): `nonisolated
// func labeledContentStyle<S>(_ style: S) -> some View where S : LabeledContentStyle` (each iOS
// 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public protocol LabeledContentStyle {
  associatedtype Body : View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = LabeledContentStyleConfiguration
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LabeledContentStyleConfiguration {
  @MainActor @preconcurrency public struct Label : View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }
  @MainActor @preconcurrency public struct Content : View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }
  public let label: LabeledContentStyleConfiguration.Label
  public let content: LabeledContentStyleConfiguration.Content
}
@available(*, unavailable) extension LabeledContentStyleConfiguration : Sendable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  nonisolated public func labeledContentStyle<S>(_ style: S) -> some View where S : LabeledContentStyle { modifier(EmptyModifier()) }
}

// MARK: - AnyTransition.modifier(active:identity:) (SwiftUICore, iOS 13)

// Documentation, anytransition/modifier(active:identity:): `static func modifier<E>(active: E,
// identity: E) -> AnyTransition where E : ViewModifier` (iOS 13.0, macOS 10.15, tvOS 13.0,
// watchOS 6.0).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyTransition {
  public static func modifier<E>(active: E, identity: E) -> AnyTransition where E : ViewModifier { AnyTransition() }
}

// MARK: - AnimatablePair, EdgeInsets : Animatable (SwiftUICore, iOS 13)

// Documentation, animatablepair: `@frozen struct AnimatablePair<First, Second> where First :
// VectorArithmetic, Second : VectorArithmetic`, conforming to `AdditiveArithmetic`, `Equatable`,
// `Sendable` and `VectorArithmetic`, with `init(_ first: First, _ second: Second)`, `var first:
// First`, `var second: Second` and `var magnitudeSquared: Double`; edgeinsets: `EdgeInsets`
// conforms to `Animatable` with `typealias AnimatableData = AnimatablePair<CGFloat,
// AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>` and `var animatableData:
// EdgeInsets.AnimatableData` (each iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct AnimatablePair<First, Second> : VectorArithmetic where First : VectorArithmetic, Second : VectorArithmetic {
  public var first: First
  public var second: Second
  @inlinable public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
  public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }
  public static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> { lhs }
  public static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnimatablePair : Sendable where First : Sendable, Second : Sendable {}

// Documentation, vectorarithmetic: `CGFloat` conforms to `VectorArithmetic` (iOS 13.0).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CGFloat : VectorArithmetic {
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EdgeInsets : Animatable {
  public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>
  public var animatableData: EdgeInsets.AnimatableData {
    get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
    set {}
  }
}

// MARK: - ImageRenderer (SwiftUI, iOS 16)

// Documentation, imagerenderer: `@MainActor final class ImageRenderer<Content> where Content :
// View` with imagerenderer/init(content:): `@MainActor init(content view: Content)` and
// imagerenderer/scale: `@MainActor var scale: CGFloat { get set }` (iOS 16.0, macOS 13.0, tvOS
// 16.0, watchOS 9.0). Its `ObservableObject` conformance and image outputs are left out.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor final public class ImageRenderer<Content> where Content : View {
  @MainActor public init(content view: Content) {}
  @MainActor public var scale: CGFloat = 1
}
