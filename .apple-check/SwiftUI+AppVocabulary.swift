// Declarations the vocabulary of issue #29 (the symbols the predecessor's apps use) needs and the
// shadow lacks, compiled into the SwiftUI shadow by `APPLE_CHECK_EXTRA=.apple-check`; their app
// code is HeadlessUI/Tests/HeadlessUITests/Vocabulary/{FoundationThroughSwiftUI,AppEntryPoint,Layout,
// PathAddArc,PathAddRoundedRect,FontSystemTextStyle,FontSmallCaps,MonospacedDigit,TextImage,
// PreviewLayout,ColorSchemeModifier,BackgroundView,OverlayView,NavigationBarTitle,TransitionScale,
// Brightness,MinimumScaleFactor,SymbolRenderingMode,SymbolVariant,AllowsHitTesting,
// PickerSelectionLabel,ColorUIColor}.swift and Tests/HierarchyResponderTests/Passcode/PasscodeScreen.swift.
// Each is copied in shape from Apple's iOS 18.0 interfaces (never from HeadlessUI), with Apple's
// availability and isolation; bodies are stubs. Only what those files use is declared.
//
// Sources: "SwiftUI" and "SwiftUICore" name the interfaces iPhoneOS18.0.sdk/System/Library/
// Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface and
// SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface (public copy:
// repository xybp888/iOS-SDKs); "DeveloperToolsSupport" the DeveloperToolsSupport.framework one. The
// quoted declarations are written as those interfaces spell them; where a declaration's place in the
// interface was not located, its shape is Apple's documentation page's (named) and OpenSwiftUI's
// audit of iOS 18.0 (OpenSwiftUIProject/OpenSwiftUI), and the comment says so.

// MARK: - Foundation through `import SwiftUI`

// SwiftUI: `@_exported import CoreGraphics` and `@_exported import SwiftUICore`, and the module's
// Objective-C umbrella header (SwiftUI.framework/Headers/SwiftUI.h) imports `<UIKit/UIKit.h>`, which
// brings Foundation: an app file that imports only SwiftUI uses `Date`, `URL`, `UserDefaults`. The
// shadow has no umbrella header, so it re-exports Foundation itself (on Linux, Foundation also holds
// CoreGraphics' `CGFloat`, `CGSize`, `CGRect`, `CGPoint`).
@_exported import Foundation

// MARK: - App.main() (SwiftUI)

// SwiftUI: `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) extension SwiftUI.App {
// @_Concurrency.MainActor @preconcurrency public static func main() }`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
  @MainActor @preconcurrency public static func main() {}
}

// MARK: - Animatable and Layout (SwiftUICore)

// SwiftUICore: `public protocol Animatable { associatedtype AnimatableData : SwiftUICore.VectorArithmetic;
// var animatableData: Self.AnimatableData { get set } }`, `extension SwiftUICore.Animatable where
// Self.AnimatableData == SwiftUICore.EmptyAnimatableData { public var animatableData:
// SwiftUICore.EmptyAnimatableData { @inlinable get; @inlinable set } }`, `public protocol
// VectorArithmetic : Swift.AdditiveArithmetic { mutating func scale(by rhs: Swift.Double); var
// magnitudeSquared: Swift.Double { get } }` and `@frozen public struct EmptyAnimatableData :
// SwiftUICore.VectorArithmetic` (iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol VectorArithmetic : AdditiveArithmetic {
  mutating func scale(by rhs: Double)
  var magnitudeSquared: Double { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyAnimatableData : VectorArithmetic {
  @inlinable public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
  public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
  public static func == (a: EmptyAnimatableData, b: EmptyAnimatableData) -> Bool { true }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {
  associatedtype AnimatableData : VectorArithmetic
  var animatableData: Self.AnimatableData { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    @inlinable get { EmptyAnimatableData() }
    @inlinable set {}
  }
}

// SwiftUICore, iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0 (position not located; shape from
// Apple's "Layout" documentation page and OpenSwiftUI's audit, which declares it without isolation):
// `public protocol Layout : SwiftUICore.Animatable { static var layoutProperties:
// SwiftUICore.LayoutProperties { get }; associatedtype Cache = Swift.Void; typealias Subviews =
// SwiftUICore.LayoutSubviews; func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews);
// func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> SwiftUICore.ViewSpacing; func
// sizeThatFits(proposal: SwiftUICore.ProposedViewSize, subviews: Self.Subviews, cache: inout
// Self.Cache) -> CoreFoundation.CGSize; func placeSubviews(in bounds: CoreFoundation.CGRect, proposal:
// SwiftUICore.ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache); func
// explicitAlignment(of guide: SwiftUICore.HorizontalAlignment, in bounds: CoreFoundation.CGRect,
// proposal: SwiftUICore.ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) ->
// CoreFoundation.CGFloat?` (and the `VerticalAlignment` one); `func makeCache(subviews:
// Self.Subviews) -> Self.Cache }`, with defaults for all but `sizeThatFits` and `placeSubviews`, and
// `extension SwiftUICore.Layout { @_Concurrency.MainActor @preconcurrency public func
// callAsFunction<V>(@SwiftUICore.ViewBuilder _ content: () -> V) -> some SwiftUICore.View where V :
// SwiftUICore.View }`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Layout : Animatable {
  static var layoutProperties: LayoutProperties { get }
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
  func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
  func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
  func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
  func makeCache(subviews: Self.Subviews) -> Self.Cache
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {}
  public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing { ViewSpacing() }
  public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }
  public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }
  @MainActor @preconcurrency public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V : View { content() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout where Self.Cache == () {
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

// SwiftUICore, iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0 (positions not located; shapes from
// Apple's documentation pages "ProposedViewSize", "ViewSpacing", "LayoutSubviews", "LayoutSubview",
// "LayoutProperties"): `@frozen public struct ProposedViewSize : Swift.Equatable` (with `public var
// width: CoreFoundation.CGFloat?`, `height`, `static let zero`, `unspecified`, `infinity`,
// `@inlinable public init(width: CoreFoundation.CGFloat?, height: CoreFoundation.CGFloat?)`, `public
// func replacingUnspecifiedDimensions(by size: CoreFoundation.CGSize = CGSize(width: 10, height: 10))
// -> CoreFoundation.CGSize`); `public struct ViewSpacing : Swift.Sendable` (with `public init()`,
// `public mutating func formUnion(_ other: SwiftUICore.ViewSpacing, edges: SwiftUICore.Edge.Set =
// .all)`); `public struct LayoutSubviews : Swift.Equatable, Swift.RandomAccessCollection,
// Swift.Sendable` (Index `Swift.Int`, Element `SwiftUICore.LayoutSubview`); `public struct
// LayoutSubview : Swift.Equatable` (with `public func place(at position: CoreFoundation.CGPoint,
// anchor: SwiftUICore.UnitPoint = .topLeading, proposal: SwiftUICore.ProposedViewSize)`, `public var
// spacing: SwiftUICore.ViewSpacing { get }`); `public struct LayoutProperties : Swift.Sendable` (with
// `public init()`, `public var stackOrientation: SwiftUICore.Axis?`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct ProposedViewSize : Equatable {
  public var width: CGFloat?
  public var height: CGFloat?
  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  @inlinable public init(width: CGFloat?, height: CGFloat?) { (self.width, self.height) = (width, height) }
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize { size }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ProposedViewSize : Sendable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ViewSpacing : Sendable {
  public init() {}
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubview : Equatable {
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
  public var spacing: ViewSpacing { ViewSpacing() }
  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { true }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubviews : Equatable, RandomAccessCollection, Sendable {
  public typealias SubSequence = LayoutSubviews
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public var startIndex: Int { 0 }
  public var endIndex: Int { 0 }
  public subscript(index: Int) -> LayoutSubview { fatalError() }
  public subscript(bounds: Range<Int>) -> LayoutSubviews { self }
  public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { true }
}
@available(*, unavailable) extension LayoutSubview : Sendable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutProperties : Sendable {
  public init() {}
  public var stackOrientation: Axis?
}

// MARK: - Geometry the layout and legacy modifiers name (SwiftUICore)

// SwiftUICore: `@frozen public enum Edge : Swift.Int8, Swift.CaseIterable { case top, leading,
// bottom, trailing; @frozen public struct Set : Swift.OptionSet { public static let top, leading,
// bottom, trailing, all, horizontal, vertical; public init(_ e: SwiftUICore.Edge) } }` (iOS 13.0,
// macOS 10.15, tvOS 13.0, watchOS 6.0), `extension SwiftUICore.Edge : Swift.Sendable` and
// `extension SwiftUICore.Edge.Set : Swift.Sendable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Edge : Int8, CaseIterable {
  case top, leading, bottom, trailing
  @frozen public struct Set : OptionSet {
    public typealias Element = Edge.Set
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Edge.Set(rawValue: 1 << 0)
    public static let leading = Edge.Set(rawValue: 1 << 1)
    public static let bottom = Edge.Set(rawValue: 1 << 2)
    public static let trailing = Edge.Set(rawValue: 1 << 3)
    public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Edge.Set = [.leading, .trailing]
    public static let vertical: Edge.Set = [.top, .bottom]
    public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
  }
}
extension Edge : Sendable {}
extension Edge.Set : Sendable {}

// SwiftUICore: `extension SwiftUICore.HorizontalAlignment { public static let trailing }`,
// `extension SwiftUICore.Alignment { public static let topTrailing }` and `extension
// SwiftUICore.UnitPoint { public static let topLeading }` (the shadows declare the others used).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension HorizontalAlignment {
  public static let trailing = HorizontalAlignment.leading
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Alignment {
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UnitPoint {
  public static let topLeading = UnitPoint(x: 0, y: 0)
}

// MARK: - Path (SwiftUICore)

// SwiftUICore: `extension SwiftUICore.Path { public mutating func addArc(center:
// CoreFoundation.CGPoint, radius: CoreFoundation.CGFloat, startAngle: SwiftUICore.Angle, endAngle:
// SwiftUICore.Angle, clockwise: Swift.Bool, transform: CoreFoundation.CGAffineTransform = .identity);
// public mutating func addRoundedRect(in rect: CoreFoundation.CGRect, cornerSize:
// CoreFoundation.CGSize, style: SwiftUICore.RoundedCornerStyle = .continuous, transform:
// CoreFoundation.CGAffineTransform = .identity) }` (iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0) and
// `@frozen public enum RoundedCornerStyle : Swift.Sendable { case circular, continuous }`. The shadow
// is compiled on Linux, whose Foundation has no `CGAffineTransform`: the `transform:` parameters are
// left out (the vocabulary's calls rely on their default).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum RoundedCornerStyle : Sendable {
  case circular
  case continuous
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Path {
  public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {}
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
}

// MARK: - Fonts and text (SwiftUICore)

// SwiftUICore: `extension SwiftUICore.Font { public enum TextStyle : Swift.CaseIterable,
// Swift.Sendable { case largeTitle, title; @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
// case title2, title3; case headline, subheadline, body, callout, footnote, caption;
// @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) case caption2 … } }`, `@frozen public
// struct Weight : Swift.Hashable { public static let ultraLight, thin, light, regular, medium,
// semibold, bold, heavy, black }`, `@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) public
// static func system(_ style: SwiftUICore.Font.TextStyle, design: SwiftUICore.Font.Design? = nil,
// weight: SwiftUICore.Font.Weight? = nil) -> SwiftUICore.Font`, `public static let headline`,
// `public static let body`, `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) public func
// smallCaps() -> SwiftUICore.Font`, `public func monospacedDigit() -> SwiftUICore.Font`; `extension
// SwiftUICore.Text { public static func + (lhs: SwiftUICore.Text, rhs: SwiftUICore.Text) ->
// SwiftUICore.Text; @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) public init(_ image:
// SwiftUICore.Image); @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) nonisolated public
// func monospacedDigit() -> SwiftUICore.Text; nonisolated public func font(_ font: SwiftUICore.Font?)
// -> SwiftUICore.Text }` and `extension SwiftUICore.View { @available(iOS 15.0, macOS 12.0, tvOS 15.0,
// watchOS 8.0, *) nonisolated public func monospacedDigit() -> some SwiftUICore.View; @inlinable
// nonisolated public func font(_ font: SwiftUICore.Font?) -> some SwiftUICore.View }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
  public enum TextStyle : CaseIterable, Sendable {
    case largeTitle
    case title
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case title2
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case title3
    case headline
    case subheadline
    case body
    case callout
    case footnote
    case caption
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case caption2
    public static var allCases: [Font.TextStyle] { [] }
  }
  @frozen public struct Weight : Hashable {
    public static let regular = Weight()
    public static let bold = Weight()
  }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { Font() }
  public static let headline = Font()
  public static let body = Font()
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func smallCaps() -> Font { self }
  public func monospacedDigit() -> Font { self }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font.Weight : Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
  public static func + (lhs: Text, rhs: Text) -> Text { lhs }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init(_ image: Image) { self.init(verbatim: "") }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func monospacedDigit() -> Text { self }
  nonisolated public func font(_ font: Font?) -> Text { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func monospacedDigit() -> some View { modifier(EmptyModifier()) }
  @inlinable nonisolated public func font(_ font: Font?) -> some View { modifier(EmptyModifier()) }
}

// MARK: - Previews (DeveloperToolsSupport and SwiftUI)

// DeveloperToolsSupport (re-exported by SwiftUI): `@available(iOS 13.0, macCatalyst 13.0, macOS
// 10.15, tvOS 13.0, watchOS 6.0, *) public enum PreviewLayout : Swift.Sendable { case device; case
// sizeThatFits; case fixed(width: CoreFoundation.CGFloat, height: CoreFoundation.CGFloat) … }`.
// SwiftUI: `extension SwiftUICore.View { @inlinable nonisolated public func previewLayout(_ value:
// DeveloperToolsSupport.PreviewLayout) -> some SwiftUICore.View }` and `@_Concurrency.MainActor
// @preconcurrency public protocol PreviewProvider : SwiftUI._PreviewProvider { associatedtype
// Previews : SwiftUICore.View; @SwiftUICore.ViewBuilder @_Concurrency.MainActor @preconcurrency
// static var previews: Self.Previews { get } … }` (positions not located; the underscored parent and
// `platform` are left out).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum PreviewLayout : Sendable {
  case device
  case sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol PreviewProvider {
  associatedtype Previews : View
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

// MARK: - View modifiers (SwiftUICore and SwiftUI)

// SwiftUICore: `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) public enum ColorScheme
// : Swift.CaseIterable, Swift.Sendable { case light, dark }`, `extension SwiftUICore.EnvironmentValues
// { public var colorScheme: SwiftUICore.ColorScheme { get set } }` and `extension SwiftUICore.View {
// @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)") …
// @inlinable nonisolated public func colorScheme(_ colorScheme: SwiftUICore.ColorScheme) -> some
// SwiftUICore.View }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme : CaseIterable, Sendable {
  case light
  case dark
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  public var colorScheme: ColorScheme {
    get { .light }
    set {}
  }
}

// SwiftUICore (legacy decoration, positions not located; shapes from Apple's documentation pages
// "background(_:alignment:)" and "overlay(_:alignment:)", iOS 13.0+, soft-deprecated): `@inlinable
// nonisolated public func background<Background>(_ background: Background, alignment:
// SwiftUICore.Alignment = .center) -> some SwiftUICore.View where Background : SwiftUICore.View` and
// `@inlinable nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment:
// SwiftUICore.Alignment = .center) -> some SwiftUICore.View where Overlay : SwiftUICore.View`.
// SwiftUI: `@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
// @available(macOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable)
// nonisolated public func navigationBarTitle(_ title: SwiftUICore.Text, displayMode:
// SwiftUI.NavigationBarItem.TitleDisplayMode) -> some SwiftUICore.View` and `@available(iOS 14.0,
// *) … public struct NavigationBarItem : Swift.Sendable { public enum TitleDisplayMode :
// Swift.Sendable { case automatic, inline, large } }`.
// SwiftUICore: `@inlinable nonisolated public func brightness(_ amount: Swift.Double) -> some
// SwiftUICore.View`, `@inlinable nonisolated public func minimumScaleFactor(_ factor:
// CoreFoundation.CGFloat) -> some SwiftUICore.View`, `@inlinable nonisolated public func
// allowsHitTesting(_ enabled: Swift.Bool) -> some SwiftUICore.View`, `@inlinable nonisolated public
// func transition(_ t: SwiftUICore.AnyTransition) -> some SwiftUICore.View`, `@available(iOS 15.0,
// macOS 12.0, tvOS 15.0, watchOS 8.0, *) @inlinable nonisolated public func symbolRenderingMode(_
// mode: SwiftUICore.SymbolRenderingMode?) -> some SwiftUICore.View` and `@available(iOS 15.0, macOS
// 12.0, tvOS 15.0, watchOS 8.0, *) nonisolated public func symbolVariant(_ variant:
// SwiftUICore.SymbolVariants) -> some SwiftUICore.View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
  @inlinable nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }

  @inlinable nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background : View { modifier(EmptyModifier()) }
  @inlinable nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay : View { modifier(EmptyModifier()) }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { modifier(EmptyModifier()) }

  @inlinable nonisolated public func brightness(_ amount: Double) -> some View { modifier(EmptyModifier()) }
  @inlinable nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { modifier(EmptyModifier()) }
  @inlinable nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(EmptyModifier()) }
  @inlinable nonisolated public func transition(_ t: AnyTransition) -> some View { modifier(EmptyModifier()) }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @inlinable nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { modifier(EmptyModifier()) }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View { modifier(EmptyModifier()) }
}

@available(iOS 14.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct NavigationBarItem : Sendable {
  public enum TitleDisplayMode : Sendable {
    case automatic
    case inline
    case large
  }
}

// SwiftUICore: `@frozen public struct AnyTransition { public static func scale(scale:
// CoreFoundation.CGFloat, anchor: SwiftUICore.UnitPoint = .center) -> SwiftUICore.AnyTransition }`
// (iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0) and `@available(*, unavailable) extension
// SwiftUICore.AnyTransition : Swift.Sendable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct AnyTransition {
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
}
@available(*, unavailable) extension AnyTransition : Sendable {}

// SwiftUICore: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) public struct
// SymbolRenderingMode : Swift.Sendable { public static let monochrome, multicolor, hierarchical,
// palette }` and `public struct SymbolVariants : Swift.Hashable, Swift.Sendable { public static let
// none, circle, square, rectangle, fill, slash; public var circle: SwiftUICore.SymbolVariants { get
// }; public var fill: SwiftUICore.SymbolVariants { get } … public func contains(_ other:
// SwiftUICore.SymbolVariants) -> Swift.Bool }`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SymbolRenderingMode : Sendable {
  public static let monochrome = SymbolRenderingMode()
  public static let multicolor = SymbolRenderingMode()
  public static let hierarchical = SymbolRenderingMode()
  public static let palette = SymbolRenderingMode()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SymbolVariants : Hashable, Sendable {
  public static let none = SymbolVariants()
  public static let circle = SymbolVariants()
  public static let fill = SymbolVariants()
  public var circle: SymbolVariants { self }
  public var fill: SymbolVariants { self }
  public func contains(_ other: SymbolVariants) -> Bool { true }
}

// MARK: - Picker and Color (SwiftUI and SwiftUICore)

// SwiftUI: `@_Concurrency.MainActor @preconcurrency public struct Picker<Label, SelectionValue,
// Content> : SwiftUICore.View where Label : SwiftUICore.View, SelectionValue : Swift.Hashable,
// Content : SwiftUICore.View` with `extension SwiftUI.Picker { @available(iOS, introduced: 13.0,
// deprecated: 100000.0, renamed: "Picker(selection:content:label:)") … nonisolated public
// init(selection: SwiftUICore.Binding<SelectionValue>, label: Label, @SwiftUICore.ViewBuilder content:
// () -> Content) }` and `@available(*, unavailable) extension SwiftUI.Picker : Swift.Sendable`.
// SwiftUICore: `extension SwiftUICore.Color { public static let indigo }` (iOS 15.0, macOS 12.0,
// tvOS 15.0, watchOS 8.0).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Picker<Label, SelectionValue, Content> : View where Label : View, SelectionValue : Hashable, Content : View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  nonisolated public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension Picker : Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Color {
  public static let indigo = Color()
}

// MARK: - What the vocabulary's shapes, ranges and previews need besides (SwiftUICore, SwiftUI)

// SwiftUICore: `extension SwiftUICore.Shape { public var body: SwiftUICore._ShapeView<Self,
// SwiftUICore.ForegroundStyle> { get } }` — the default body that makes an app's own `Shape` a view
// (its type is stubbed as `Never` here); `extension SwiftUICore.ForEach where Data ==
// Swift.Range<Swift.Int>, ID == Swift.Int, Content : SwiftUICore.View { public init(_ data:
// Swift.Range<Swift.Int>, @SwiftUICore.ViewBuilder content: @escaping (Swift.Int) -> Content) }`
// (iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0); SwiftUI: `extension SwiftUICore.View {
// @inlinable nonisolated public func previewLayout(_ value: DeveloperToolsSupport.PreviewLayout) ->
// some SwiftUICore.View }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content : View {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { modifier(EmptyModifier()) }
}

// SwiftUICore: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) extension
// SwiftUICore.View { @inlinable nonisolated public func background<V>(alignment:
// SwiftUICore.Alignment = .center, @SwiftUICore.ViewBuilder content: () -> V) -> some
// SwiftUICore.View where V : SwiftUICore.View }`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  @inlinable nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View { modifier(EmptyModifier()) }
}
