// Declarations the shop-app vocabulary files (HeadlessUI/Tests/HeadlessUITests/Vocabulary/*.swift, issue #19)
// use and the shared shadow lacks, compiled into the SwiftUI shadow by `APPLE_CHECK_EXTRA=.apple-check`.
// Each is copied in shape from Apple's iOS 18.0 interfaces (never from HeadlessUI), with Apple's
// availability, isolation and Sendable markings; bodies are stubs. Only the members the vocabulary
// uses are declared (a stand-in may hold fewer overloads than Apple, never different ones).
//
// Positions: a comment names the interface it quotes, "SwiftUICore" for iPhoneOS18.0.sdk/System/
// Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// and "SwiftUI" for the same path under SwiftUI.framework, and quotes Apple's declaration as it reads
// there (search the file for the quote).
// A few declarations come from outside those two files (UIKit's UIKeyboardType and UITextContentType,
// Foundation's Combine overlay for Timer.publish): they are declared here because the check has no
// shadow for them before the SwiftUI shadow is built, and their comments say so.
import Foundation

// MARK: - Geometry and layout values (SwiftUICore)

// SwiftUICore: `@frozen public enum Axis : Swift.Int8, Swift.CaseIterable` with `@frozen
// public struct Set : Swift.OptionSet` (horizontal, vertical).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Axis : Int8, CaseIterable {
  case horizontal
  case vertical
  @frozen public struct Set : OptionSet {
    public typealias Element = Axis.Set
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Axis.Set(rawValue: 1 << 0)
    public static let vertical = Axis.Set(rawValue: 1 << 1)
  }
}
extension Axis : Sendable {}
extension Axis.Set : Sendable {}

// SwiftUICore: `@frozen public enum Edge : Swift.Int8, Swift.CaseIterable` (top, leading,
// bottom, trailing) with `Edge.Set`. VerticalEdge (top, bottom; `VerticalEdge.Set` with `.all`) is
// declared beside it in SwiftUICore in the same shape (not quoted).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum VerticalEdge : Int8, Hashable, CaseIterable {
  case top
  case bottom
  @frozen public struct Set : OptionSet {
    public typealias Element = VerticalEdge.Set
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = VerticalEdge.Set(rawValue: 1 << 0)
    public static let bottom = VerticalEdge.Set(rawValue: 1 << 1)
    public static let all: VerticalEdge.Set = [.top, .bottom]
    public init(_ e: VerticalEdge) { self.init(rawValue: e == .top ? 1 : 2) }
  }
}
extension VerticalEdge : Sendable {}
extension VerticalEdge.Set : Sendable {}

// SwiftUICore: `@frozen public struct EdgeInsets : Swift.Equatable` with `@inlinable public
// init(top:leading:bottom:trailing:)` and `@inlinable public init()`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EdgeInsets : Equatable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  @inlinable public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
  }
  @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}
extension EdgeInsets : Sendable {}

// SwiftUICore: `@frozen public struct UnitPoint : Swift.Hashable` with `static let zero,
// center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct UnitPoint : Hashable {
  public var x: CGFloat
  public var y: CGFloat
  @inlinable public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
}
extension UnitPoint : Sendable {}

// SwiftUICore: `@frozen public struct Angle` with `@inlinable public static func
// degrees(_ degrees: Swift.Double) -> SwiftUICore.Angle`; `extension Angle : Hashable, Comparable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Angle : Hashable, Comparable {
  public var radians: Double
  @inlinable public init(radians: Double) { self.radians = radians }
  @inlinable public init(degrees: Double) { self.radians = degrees * .pi / 180 }
  @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}
extension Angle : Sendable {}

// SwiftUICore: `extension HorizontalAlignment { static let leading, center, trailing }`,
// `extension VerticalAlignment { static let top, center, bottom, ... }`, `extension Alignment
// { static let center, leading, trailing, top, bottom, ... }` (the shadows declare center/leading).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension VerticalAlignment {
  public static let top = VerticalAlignment()
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Alignment {
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
}

// SwiftUICore: `@frozen public enum ContentMode : Swift.Hashable, Swift.CaseIterable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum ContentMode : Hashable, CaseIterable {
  case fit
  case fill
}
extension ContentMode : Sendable {}

// SwiftUICore: `public struct PinnedScrollableViews : Swift.OptionSet, Swift.Sendable`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct PinnedScrollableViews : OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

// MARK: - Shapes, colours, styles (SwiftUICore)

// SwiftUICore: `@frozen public struct Path : Swift.Equatable, ..., @unchecked Swift.Sendable`
// with `public init()`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Path : Equatable, @unchecked Sendable {
  public init() {}
  public static func == (a: Path, b: Path) -> Bool { true }
}

// SwiftUICore: `public protocol ShapeStyle : Swift.Sendable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle : Sendable {}

// SwiftUICore: `public protocol Shape : Swift.Sendable, SwiftUICore.Animatable,
// SwiftUICore.View, SwiftUICore._RemoveGlobalActorIsolation` with `nonisolated func path(in rect:
// CoreFoundation.CGRect) -> SwiftUICore.Path` (Animatable and the isolation marker left out).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape : Sendable, View {
  nonisolated func path(in rect: CGRect) -> Path
}

// SwiftUICore: `@frozen public struct Rectangle : SwiftUICore.Shape` with `@inlinable
// nonisolated public init()`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Rectangle : Shape {
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  @inlinable nonisolated public init() {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// SwiftUICore: `@frozen public struct FillStyle : Swift.Equatable` with `@inlinable public
// init(eoFill: Swift.Bool = false, antialiased: Swift.Bool = true)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct FillStyle : Equatable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  @inlinable public init(eoFill: Bool = false, antialiased: Bool = true) {
    self.isEOFilled = eoFill
    self.isAntialiased = antialiased
  }
}
extension FillStyle : Sendable {}

// SwiftUICore: `extension SwiftUICore.Shape { @inlinable @_disfavoredOverload nonisolated
// public func fill<S>(_ content: S, style: SwiftUICore.FillStyle = FillStyle()) -> some
// SwiftUICore.View where S : SwiftUICore.ShapeStyle }` (iOS 13; the iOS 17 `_ShapeView` overload at
// SwiftUICore is left out).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  @_disfavoredOverload nonisolated public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View where S : ShapeStyle { modifier(EmptyModifier()) }
}

// SwiftUICore: `@frozen public struct Color : Swift.Hashable,
// Swift.CustomStringConvertible, Swift.Sendable`; `extension Color : View { Body = Never }`
// (SwiftUICore); `extension Color : ShapeStyle` (SwiftUICore); the named colours
// `public static let red, orange, yellow, ..., blue, purple, ..., gray` (SwiftUICore).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color : Hashable, CustomStringConvertible, Sendable {
  public var description: String { "" }
  public static let red = Color()
  public static let orange = Color()
  public static let yellow = Color()
  public static let blue = Color()
  public static let purple = Color()
  public static let gray = Color()
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color : ShapeStyle {}

// SwiftUICore: `@frozen @MainActor @preconcurrency public struct LinearGradient :
// SwiftUICore.ShapeStyle, SwiftUICore.View, Swift.Sendable` with `@_alwaysEmitIntoClient
// nonisolated public init(colors: [SwiftUICore.Color], startPoint: SwiftUICore.UnitPoint, endPoint:
// SwiftUICore.UnitPoint)`, and `extension ShapeStyle where Self == LinearGradient {
// @_alwaysEmitIntoClient public static func linearGradient(colors:startPoint:endPoint:) }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct LinearGradient : ShapeStyle, View, Sendable {
  @_alwaysEmitIntoClient nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == LinearGradient {
  @_alwaysEmitIntoClient public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient { LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint) }
}

// MARK: - Image (SwiftUICore)

// SwiftUICore: `@frozen public struct Image : Swift.Equatable, Swift.Sendable`;
// `extension Image : View { Body = Never }`; SwiftUICore: `public init(_ name: Swift.String,
// bundle: Foundation.Bundle? = nil)`, `@available(macOS 11.0, *) public init(systemName:
// Swift.String)`; SwiftUICore: `public func resizable(capInsets: SwiftUICore.EdgeInsets =
// EdgeInsets(), resizingMode: SwiftUICore.Image.ResizingMode = .stretch) -> SwiftUICore.Image`;
// SwiftUICore: `@available(macOS 11.0, *) public enum Scale : Swift.Hashable, Swift.Sendable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Image : Equatable, Sendable {
  public init(_ name: String, bundle: Bundle? = nil) {}
  @available(macOS 11.0, *)
  public init(systemName: String) {}
  public static func == (a: Image, b: Image) -> Bool { true }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image {
  public enum ResizingMode : Sendable {
    case tile
    case stretch
  }
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
  @available(macOS 11.0, *)
  public enum Scale : Hashable, Sendable {
    case small
    case medium
    case large
  }
}

// MARK: - Stacks and containers (SwiftUICore, SwiftUI)

// SwiftUICore: `@frozen @MainActor @preconcurrency public struct HStack<Content> :
// SwiftUICore.View where Content : SwiftUICore.View` with `@inlinable nonisolated public
// init(alignment: SwiftUICore.VerticalAlignment = .center, spacing: CoreFoundation.CGFloat? = nil,
// @SwiftUICore.ViewBuilder content: () -> Content)`; `@available(*, unavailable) extension HStack :
// Swift.Sendable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct HStack<Content> : View where Content : View {
  @inlinable nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension HStack : Sendable {}

// SwiftUICore: `@frozen @MainActor @preconcurrency public struct Spacer` with `@inlinable
// @MainActor @preconcurrency public init(minLength: CoreFoundation.CGFloat? = nil)` (its View
// conformance is in SwiftUICore's conformance section).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct Spacer {
  @inlinable @MainActor @preconcurrency public init(minLength: CGFloat? = nil) {}
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Spacer : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// SwiftUI: `@frozen @MainActor @preconcurrency public struct Grid<Content> where Content :
// SwiftUICore.View` with `@inlinable @MainActor @preconcurrency public init(alignment:
// SwiftUICore.Alignment = .center, horizontalSpacing: CoreFoundation.CGFloat? = nil, verticalSpacing:
// CoreFoundation.CGFloat? = nil, @SwiftUICore.ViewBuilder content: () -> Content)`, and `GridRow<Content>`
// with `@inlinable @MainActor @preconcurrency public init(alignment: SwiftUICore.VerticalAlignment? =
// nil, @SwiftUICore.ViewBuilder content: () -> Content)` (iOS 16; View conformances in the
// conformance section; both `@available(*, unavailable) ... : Swift.Sendable`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen @MainActor @preconcurrency public struct Grid<Content> where Content : View {
  @inlinable @MainActor @preconcurrency public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Grid : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension Grid : Sendable {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen @MainActor @preconcurrency public struct GridRow<Content> where Content : View {
  @inlinable @MainActor @preconcurrency public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {}
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension GridRow : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension GridRow : Sendable {}

// SwiftUI: `public struct GridItem : Swift.Sendable` with `public enum Size :
// Swift.Sendable { case fixed(_: CGFloat); case flexible(minimum: CGFloat = 10, maximum: CGFloat =
// .infinity); case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity) }` and `public init(_
// size: SwiftUI.GridItem.Size = .flexible(), spacing: CoreFoundation.CGFloat? = nil, alignment:
// SwiftUICore.Alignment? = nil)`; `@MainActor @preconcurrency public struct LazyHGrid<Content>` with
// `nonisolated public init(rows: [SwiftUI.GridItem], alignment: SwiftUICore.VerticalAlignment =
// .center, spacing: CoreFoundation.CGFloat? = nil, pinnedViews: SwiftUICore.PinnedScrollableViews =
// .init(), @SwiftUICore.ViewBuilder content: () -> Content)` and `LazyVGrid<Content>` with
// `nonisolated public init(columns: [SwiftUI.GridItem], alignment: SwiftUICore.HorizontalAlignment =
// .center, spacing:, pinnedViews:, content:)` (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct GridItem : Sendable {
  public enum Size : Sendable {
    case fixed(_: CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  public var size: GridItem.Size
  public var spacing: CGFloat?
  public var alignment: Alignment?
  public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size; self.spacing = spacing; self.alignment = alignment
  }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct LazyHGrid<Content> : View where Content : View {
  nonisolated public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension LazyHGrid : Sendable {}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct LazyVGrid<Content> : View where Content : View {
  nonisolated public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension LazyVGrid : Sendable {}

// SwiftUI: `@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) @frozen
// @MainActor @preconcurrency public struct ViewThatFits<Content>` with `@inlinable nonisolated public
// init(in axes: SwiftUICore.Axis.Set = [.horizontal, .vertical], @SwiftUICore.ViewBuilder content: ()
// -> Content)`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen @MainActor @preconcurrency public struct ViewThatFits<Content> : View where Content : View {
  @inlinable nonisolated public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension ViewThatFits : Sendable {}

// SwiftUI: `@MainActor @preconcurrency public struct ScrollView<Content>` with the
// to-be-deprecated `nonisolated public init(_ axes: SwiftUICore.Axis.Set = .vertical,
// showsIndicators: Swift.Bool = true, @SwiftUICore.ViewBuilder content: () -> Content)` and (iOS 13)
// `@_alwaysEmitIntoClient nonisolated public init(_ axes: SwiftUICore.Axis.Set = .vertical,
// @SwiftUICore.ViewBuilder content: () -> Content)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct ScrollView<Content> : View where Content : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension ScrollView : Sendable {}
extension ScrollView {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @_alwaysEmitIntoClient nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {}
}

// SwiftUI: `@frozen @MainActor @preconcurrency public struct ScrollViewReader<Content>` with
// `@inlinable nonisolated public init(@SwiftUICore.ViewBuilder content: @escaping
// (SwiftUI.ScrollViewProxy) -> Content)` and `public struct ScrollViewProxy { public func
// scrollTo<ID>(_ id: ID, anchor: SwiftUICore.UnitPoint? = nil) where ID : Swift.Hashable }` (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @MainActor @preconcurrency public struct ScrollViewReader<Content> : View where Content : View {
  @inlinable nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension ScrollViewReader : Sendable {}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ScrollViewProxy {
  public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID : Hashable {}
}
@available(*, unavailable) extension ScrollViewProxy : Sendable {}

// SwiftUI: `@MainActor @preconcurrency public struct Form<Content>` with `nonisolated public
// init(@SwiftUICore.ViewBuilder content: () -> Content)` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Form<Content> : View where Content : View {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension Form : Sendable {}

// SwiftUI: `@available(iOS 14.0, macOS 10.15, *) @available(tvOS, unavailable)
// @available(watchOS, unavailable) @MainActor @preconcurrency public struct GroupBox<Label, Content>`;
// `@available(iOS 15.0, macOS 12.0, *) ... extension GroupBox where Label == SwiftUICore.Text {
// nonisolated public init(_ titleKey: SwiftUICore.LocalizedStringKey, @SwiftUICore.ViewBuilder
// content: () -> Content) }`.
@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct GroupBox<Label, Content> : View where Label : View, Content : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension GroupBox : Sendable {}
@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension GroupBox where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

// SwiftUI: `@available(iOS 14.0, macOS 11.0, *) @available(tvOS, unavailable)
// @available(watchOS, unavailable) @MainActor @preconcurrency public struct DisclosureGroup<Label,
// Content>` with, where `Label == SwiftUICore.Text`, `nonisolated public init(_ titleKey:
// SwiftUICore.LocalizedStringKey, @SwiftUICore.ViewBuilder content: @escaping () -> Content)`.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct DisclosureGroup<Label, Content> : View where Label : View, Content : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension DisclosureGroup : Sendable {}
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DisclosureGroup where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {}
}

// SwiftUI: `public struct LabeledContent<Label, Content>` (no actor); `extension
// LabeledContent : SwiftUICore.View where Label : SwiftUICore.View, Content : SwiftUICore.View`;
// `extension LabeledContent where Label == SwiftUICore.Text, Content : SwiftUICore.View { public
// init(_ titleKey: SwiftUICore.LocalizedStringKey, @SwiftUICore.ViewBuilder content: () -> Content) }`;
// `extension LabeledContent where Label == SwiftUICore.Text, Content == SwiftUICore.Text { public
// init<S>(_ titleKey: SwiftUICore.LocalizedStringKey, value: S) where S : Swift.StringProtocol }`
// (iOS 16; the Text initialisers are not nonisolated).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LabeledContent<Label, Content> {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent : View where Label : View, Content : View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content : View {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content == Text {
  public init<S>(_ titleKey: LocalizedStringKey, value: S) where S : StringProtocol {}
}
@available(*, unavailable) extension LabeledContent : Sendable {}

// MARK: - Lists (SwiftUI)

// SwiftUI: `extension List { @available(watchOS 10.0, *) nonisolated public
// init(selection: SwiftUICore.Binding<SelectionValue?>?, @SwiftUICore.ViewBuilder content: () ->
// Content) }` (declared in the struct; List itself is in .apple-check/SwiftUI+Commands.swift).
extension List {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 10.0, *)
  nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
}

// SwiftUICore: `public protocol DynamicViewContent : SwiftUICore.View { associatedtype Data :
// Swift.Collection; var data: Self.Data { get } }`; `extension ForEach : DynamicViewContent where
// Content : View`. SwiftUI: `extension DynamicViewContent { @inlinable nonisolated public func
// onDelete(perform action: Swift.Optional<(Foundation.IndexSet) -> Swift.Void>) -> some
// SwiftUICore.DynamicViewContent }`; `extension View { @inlinable nonisolated public func
// deleteDisabled(_ isDisabled: Swift.Bool) -> some SwiftUICore.View }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicViewContent : View {
  associatedtype Data : Collection
  var data: Self.Data { get }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach : DynamicViewContent where Content : View {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicViewContent {
  nonisolated public func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent { self }
}

// SwiftUI: `@frozen public enum Visibility : Swift.Hashable, Swift.CaseIterable { case
// automatic, visible, hidden }` (iOS 15).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum Visibility : Hashable, CaseIterable {
  case automatic
  case visible
  case hidden
}
extension Visibility : Sendable {}

// MARK: - Navigation and tabs (SwiftUI)

// SwiftUI: `public struct NavigationPath` with `public init()` (iOS 16); SwiftUI:
// `extension NavigationStack`'s `nonisolated public init(@SwiftUICore.ViewBuilder root: () -> Root)
// where Data == SwiftUI.NavigationPath` (NavigationStack itself is in SwiftUI+ViewLifetime.swift).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {
  public init() {}
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack {
  nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
}

// SwiftUI: `@MainActor @preconcurrency public struct NavigationSplitView<Sidebar, Content,
// Detail>` with `nonisolated public init(@SwiftUICore.ViewBuilder sidebar: () -> Sidebar,
// @SwiftUICore.ViewBuilder content: () -> Content, @SwiftUICore.ViewBuilder detail: () -> Detail)`
// (iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct NavigationSplitView<Sidebar, Content, Detail> : View where Sidebar : View, Content : View, Detail : View {
  nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension NavigationSplitView : Sendable {}

// SwiftUI: `@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use
// NavigationStack or NavigationSplitView instead")` (and macOS 10.15, tvOS 13.0, watchOS 7.0)
// `@MainActor @preconcurrency public struct NavigationView<Content>` with `nonisolated public
// init(@SwiftUICore.ViewBuilder content: () -> Content)`.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@MainActor @preconcurrency public struct NavigationView<Content> : View where Content : View {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension NavigationView : Sendable {}

// SwiftUI: `public protocol NavigationViewStyle` and `extension View { nonisolated public func
// navigationViewStyle<S>(_ style: S) -> some SwiftUICore.View where S : SwiftUI.NavigationViewStyle
// }` (introduced iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, deprecated 100000.0); SwiftUI:
// `@available(macOS, unavailable) public struct StackNavigationViewStyle :
// SwiftUI.NavigationViewStyle { public init() }` and `extension NavigationViewStyle where Self ==
// StackNavigationViewStyle { @_alwaysEmitIntoClient public static var stack:
// SwiftUI.StackNavigationViewStyle }`.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
public protocol NavigationViewStyle {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
  @available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
  nonisolated public func navigationViewStyle<S>(_ style: S) -> some View where S : NavigationViewStyle { modifier(EmptyModifier()) }
}
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(macOS, unavailable)
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
public struct StackNavigationViewStyle : NavigationViewStyle {
  public init() {}
}
@available(*, unavailable) extension StackNavigationViewStyle : Sendable {}
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(macOS, unavailable)
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  @_alwaysEmitIntoClient public static var stack: StackNavigationViewStyle { .init() }
}

// SwiftUI: `@preconcurrency @MainActor public protocol TabViewStyle` and `extension View {
// nonisolated public func tabViewStyle<S>(_ style: S) -> some SwiftUICore.View where S :
// SwiftUI.TabViewStyle }` (iOS 14); SwiftUI: `@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
// @available(macOS, unavailable) @MainActor @preconcurrency public struct PageTabViewStyle :
// SwiftUI.TabViewStyle` with `nonisolated public init(indexDisplayMode:
// SwiftUI.PageTabViewStyle.IndexDisplayMode = .automatic)` and `extension TabViewStyle where Self ==
// PageTabViewStyle { @_alwaysEmitIntoClient @MainActor @preconcurrency public static var page:
// SwiftUI.PageTabViewStyle }`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@preconcurrency @MainActor public protocol TabViewStyle {}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S : TabViewStyle { modifier(EmptyModifier()) }
}
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
@MainActor @preconcurrency public struct PageTabViewStyle : TabViewStyle {
  public struct IndexDisplayMode : Sendable {
    public static let automatic = IndexDisplayMode()
  }
  nonisolated public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
}
@available(*, unavailable) extension PageTabViewStyle : Sendable {}
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension TabViewStyle where Self == PageTabViewStyle {
  @_alwaysEmitIntoClient @MainActor @preconcurrency public static var page: PageTabViewStyle { .init() }
}

// SwiftUI: `@MainActor @preconcurrency public struct Label<Title, Icon> : SwiftUICore.View`
// with, where `Title == SwiftUICore.Text, Icon == SwiftUICore.Image`, `nonisolated public init(_
// titleKey: SwiftUICore.LocalizedStringKey, systemImage name: Swift.String)` (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct Label<Title, Icon> : View where Title : View, Icon : View {
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension Label : Sendable {}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
}

// SwiftUI: `@preconcurrency @MainActor public protocol LabelStyle { associatedtype Body :
// SwiftUICore.View; @SwiftUICore.ViewBuilder @MainActor @preconcurrency func makeBody(configuration:
// Self.Configuration) -> Self.Body; typealias Configuration = SwiftUI.LabelStyleConfiguration }`,
// `public struct LabelStyleConfiguration`, `extension View { nonisolated public func labelStyle<S>(_
// style: S) -> some SwiftUICore.View where S : SwiftUI.LabelStyle }`; SwiftUI: `@MainActor
// @preconcurrency public struct IconOnlyLabelStyle : SwiftUI.LabelStyle` with `@MainActor
// @preconcurrency public init()` and `extension LabelStyle where Self == IconOnlyLabelStyle {
// @_alwaysEmitIntoClient @MainActor @preconcurrency public static var iconOnly }` (all iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@preconcurrency @MainActor public protocol LabelStyle {
  associatedtype Body : View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = LabelStyleConfiguration
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LabelStyleConfiguration {}
@available(*, unavailable) extension LabelStyleConfiguration : Sendable {}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func labelStyle<S>(_ style: S) -> some View where S : LabelStyle { modifier(EmptyModifier()) }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct IconOnlyLabelStyle : LabelStyle {
  @MainActor @preconcurrency public init() {}
  @MainActor @preconcurrency public func makeBody(configuration: IconOnlyLabelStyle.Configuration) -> some View { EmptyView() }
}
@available(*, unavailable) extension IconOnlyLabelStyle : Sendable {}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyle where Self == IconOnlyLabelStyle {
  @_alwaysEmitIntoClient @MainActor @preconcurrency public static var iconOnly: IconOnlyLabelStyle { .init() }
}

// MARK: - Controls (SwiftUI)

// SwiftUI: `@preconcurrency @MainActor public protocol PrimitiveButtonStyle`, `public struct
// PrimitiveButtonStyleConfiguration`, `extension View { nonisolated public func buttonStyle<S>(_ style:
// S) -> some SwiftUICore.View where S : SwiftUI.PrimitiveButtonStyle }` (iOS 13); SwiftUI:
// `@available(iOS 15.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *) @MainActor @preconcurrency public
// struct BorderedButtonStyle : SwiftUI.PrimitiveButtonStyle` with `@MainActor @preconcurrency public
// init()` and `extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
// @_alwaysEmitIntoClient @MainActor @preconcurrency public static var bordered }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol PrimitiveButtonStyle {
  associatedtype Body : View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = PrimitiveButtonStyleConfiguration
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PrimitiveButtonStyleConfiguration {
  public func trigger() {}
}
@available(*, unavailable) extension PrimitiveButtonStyleConfiguration : Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S : PrimitiveButtonStyle { modifier(EmptyModifier()) }
}
@available(iOS 15.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct BorderedButtonStyle : PrimitiveButtonStyle {
  @MainActor @preconcurrency public init() {}
  @MainActor @preconcurrency public func makeBody(configuration: BorderedButtonStyle.Configuration) -> some View { EmptyView() }
}
@available(*, unavailable) extension BorderedButtonStyle : Sendable {}
@available(iOS 15.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  @_alwaysEmitIntoClient @MainActor @preconcurrency public static var bordered: BorderedButtonStyle { .init() }
}

// SwiftUI: `extension View { @inlinable nonisolated public func buttonBorderShape(_ shape:
// SwiftUI.ButtonBorderShape) -> some SwiftUICore.View }` and `public struct ButtonBorderShape :
// Swift.Equatable, Swift.Sendable { static let automatic; @available(macOS 14.0, tvOS 17.0, *) static
// let capsule; static let roundedRectangle }` (iOS 15).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonBorderShape : Equatable, Sendable {
  public static let automatic = ButtonBorderShape()
  @available(macOS 14.0, tvOS 17.0, *)
  public static let capsule = ButtonBorderShape()
  public static let roundedRectangle = ButtonBorderShape()
  public static func == (a: ButtonBorderShape, b: ButtonBorderShape) -> Bool { true }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  @inlinable nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { modifier(EmptyModifier()) }
}

// SwiftUICore: `@available(iOS 15.0, macOS 10.15, watchOS 9.0, *) @available(tvOS,
// unavailable) public enum ControlSize : Swift.CaseIterable, Swift.Sendable { case mini, small,
// regular; @available(macOS 11.0, *) case large; ... }` and `extension View { @inlinable nonisolated
// public func controlSize(_ controlSize: SwiftUICore.ControlSize) -> some SwiftUICore.View }` (same
// availability).
@available(iOS 15.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
public enum ControlSize : CaseIterable, Sendable {
  case mini
  case small
  case regular
  @available(macOS 11.0, *)
  case large
  public static var allCases: [ControlSize] { [.mini, .small, .regular, .large] }
}
@available(iOS 15.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
extension View {
  @inlinable nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { modifier(EmptyModifier()) }
}

// SwiftUI: `@available(iOS 13.0, macOS 10.15, watchOS 6.0, *) @available(tvOS, unavailable)
// @MainActor @preconcurrency public struct Slider<Label, ValueLabel> : SwiftUICore.View` with
// `@_alwaysEmitIntoClient nonisolated public init<V>(value: SwiftUICore.Binding<V>, in bounds:
// Swift.ClosedRange<V> = 0...1, @SwiftUICore.ViewBuilder label: () -> Label, @SwiftUICore.ViewBuilder
// minimumValueLabel: () -> ValueLabel, @SwiftUICore.ViewBuilder maximumValueLabel: () -> ValueLabel,
// onEditingChanged: @escaping (Swift.Bool) -> Swift.Void = { _ in }) where V :
// Swift.BinaryFloatingPoint, V.Stride : Swift.BinaryFloatingPoint`.
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct Slider<Label, ValueLabel> : View where Label : View, ValueLabel : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension Slider : Sendable {}
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
extension Slider {
  @_alwaysEmitIntoClient nonisolated public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V : BinaryFloatingPoint, V.Stride : BinaryFloatingPoint {}
}

// SwiftUI: `@available(iOS 13.0, macOS 10.15, watchOS 10.0, *) @available(tvOS, unavailable)
// @MainActor @preconcurrency public struct DatePicker<Label>` with `public typealias Components =
// SwiftUI.DatePickerComponents`, where `Label == SwiftUICore.Text` `nonisolated public init(_ titleKey:
// SwiftUICore.LocalizedStringKey, selection: SwiftUICore.Binding<Foundation.Date>, displayedComponents:
// SwiftUI.DatePicker<Label>.Components = [.hourAndMinute, .date])`, and `public struct
// DatePickerComponents : Swift.OptionSet, Swift.Sendable` (rawValue UInt; hourAndMinute, date).
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct DatePicker<Label> : View where Label : View {
  public typealias Components = DatePickerComponents
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension DatePicker : Sendable {}
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePicker where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {}
}
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct DatePickerComponents : OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

// SwiftUI: `@MainActor @preconcurrency public struct ProgressView<Label, CurrentValueLabel>`
// with `extension ProgressView where CurrentValueLabel == EmptyView { nonisolated public init() where
// Label == EmptyView }` (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct ProgressView<Label, CurrentValueLabel> : View where Label : View, CurrentValueLabel : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension ProgressView : Sendable {}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
  nonisolated public init() where Label == EmptyView {}
}

// SwiftUI: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) @MainActor
// @preconcurrency public struct AsyncImage<Content>` with `@_alwaysEmitIntoClient nonisolated public
// init<I, P>(url: Foundation.URL?, scale: CoreFoundation.CGFloat = 1, @SwiftUICore.ViewBuilder content:
// @escaping (SwiftUICore.Image) -> I, @SwiftUICore.ViewBuilder placeholder: @escaping () -> P) where
// Content == SwiftUICore._ConditionalContent<I, P>, I : SwiftUICore.View, P : SwiftUICore.View`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency public struct AsyncImage<Content> : View where Content : View {
  @_alwaysEmitIntoClient nonisolated public init<I, P>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P>, I : View, P : View {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension AsyncImage : Sendable {}

// SwiftUI: `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) @MainActor
// @preconcurrency public struct ContentUnavailableView<Label, Description, Actions>` with, where
// `Label == SwiftUI.Label<SwiftUICore.Text, SwiftUICore.Image>, Description == SwiftUICore.Text?,
// Actions == SwiftUICore.EmptyView`, `nonisolated public init(_ title: SwiftUICore.LocalizedStringKey,
// systemImage name: Swift.String, description: SwiftUICore.Text? = nil)`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency public struct ContentUnavailableView<Label, Description, Actions> : View where Label : View, Description : View, Actions : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension ContentUnavailableView : Sendable {}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
}

// SwiftUI: `@available(iOS 13.0, *) @available(macOS, unavailable) @available(tvOS,
// unavailable) @available(watchOS, unavailable) @MainActor @preconcurrency public struct EditButton :
// SwiftUICore.View` with `nonisolated public init()`.
@available(iOS 13.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct EditButton : View {
  nonisolated public init() {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension EditButton : Sendable {}

// SwiftUI: `@available(iOS 13.0, tvOS 13.0, *) @available(macOS, unavailable)
// @available(watchOS, unavailable) public enum EditMode : Swift.Sendable { case inactive, transient,
// active; public var isEditing: Swift.Bool { get } }` and `extension EnvironmentValues {
// @available(macOS, unavailable) @available(watchOS, unavailable) public var editMode:
// SwiftUICore.Binding<SwiftUI.EditMode>? { get set } }`.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum EditMode : Sendable {
  case inactive
  case transient
  case active
  public var isEditing: Bool { self != .inactive }
}
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
  public var editMode: Binding<EditMode>? {
    get { nil }
    set {}
  }
}

// MARK: - Text input (SwiftUI)

// SwiftUI: `@MainActor @preconcurrency public struct TextField<Label> : SwiftUICore.View where
// Label : SwiftUICore.View`; SwiftUI: `extension TextField where Label == SwiftUICore.Text {
// @_alwaysEmitIntoClient nonisolated public init(_ titleKey: SwiftUICore.LocalizedStringKey, text:
// SwiftUICore.Binding<Swift.String>) }` (iOS 13), `nonisolated public init(_ titleKey:, text:, prompt:
// SwiftUICore.Text?)` (iOS 15), `@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
// nonisolated public init(_ titleKey:, text:, axis: SwiftUICore.Axis)`; SwiftUI: `nonisolated public
// init<F>(_ titleKey: SwiftUICore.LocalizedStringKey, value: SwiftUICore.Binding<F.FormatInput>,
// format: F, prompt: SwiftUICore.Text? = nil) where F : Foundation.ParseableFormatStyle,
// F.FormatOutput == Swift.String` (iOS 15).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct TextField<Label> : View where Label : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension TextField : Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextField where Label == Text {
  @_alwaysEmitIntoClient nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F : ParseableFormatStyle, F.FormatOutput == String {}
}

// SwiftUI: `@available(iOS 14.0, macOS 11.0, *) @available(tvOS, unavailable)
// @available(watchOS, unavailable) @MainActor @preconcurrency public struct TextEditor :
// SwiftUICore.View` with `nonisolated public init(text: SwiftUICore.Binding<Swift.String>)`.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct TextEditor : View {
  nonisolated public init(text: Binding<String>) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension TextEditor : Sendable {}

// UIKit (UIKit.framework headers, UITextInputTraits.h / UITextInputTraits): `typedef
// NS_ENUM(NSInteger, UIKeyboardType)` (imported as `public enum UIKeyboardType : Int`, ...
// numberPad = 4 ...) and `typedef NSString * UITextContentType NS_TYPED_ENUM` (imported as `public
// struct UITextContentType : Hashable, Equatable, RawRepresentable` with `static let emailAddress`).
// Declared here, not in the UIKit shadow, because the SwiftUI shadow is built first and SwiftUI's
// keyboardType(_:) and textContentType(_:) name them (SwiftUI imports UIKit on iOS).
@available(iOS 13.0, tvOS 13.0, *)
public enum UIKeyboardType : Int, @unchecked Sendable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  case URL = 3
  case numberPad = 4
  case phonePad = 5
  case namePhonePad = 6
  case emailAddress = 7
  case decimalPad = 8
}
@available(iOS 13.0, tvOS 13.0, *)
public struct UITextContentType : Hashable, Equatable, RawRepresentable, @unchecked Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let emailAddress = UITextContentType("email")
}

// SwiftUI: `extension View { @available(iOS 13.0, tvOS 13.0, *) @available(macOS,
// unavailable) @available(watchOS, unavailable) nonisolated public func keyboardType(_ type:
// UIKit.UIKeyboardType) -> some SwiftUICore.View }`; SwiftUI: `extension View {
// @available(iOS 13.0, tvOS 13.0, *) @available(macOS, unavailable) @available(watchOS, unavailable)
// @inlinable nonisolated public func textContentType(_ textContentType: UIKit.UITextContentType?) ->
// some SwiftUICore.View }`.
extension View {
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { modifier(EmptyModifier()) }
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @inlinable nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { modifier(EmptyModifier()) }
}

// SwiftUI: `@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *) @available(macOS, unavailable)
// extension View { nonisolated public func textInputAutocapitalization(_ autocapitalization:
// SwiftUI.TextInputAutocapitalization?) -> some SwiftUICore.View }` and `public struct
// TextInputAutocapitalization : Swift.Sendable { public static var never, words, sentences,
// characters: SwiftUI.TextInputAutocapitalization { get } }`.
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
@available(macOS, unavailable)
public struct TextInputAutocapitalization : Sendable {
  public static var never: TextInputAutocapitalization { TextInputAutocapitalization() }
  public static var words: TextInputAutocapitalization { TextInputAutocapitalization() }
  public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization() }
  public static var characters: TextInputAutocapitalization { TextInputAutocapitalization() }
}
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
@available(macOS, unavailable)
extension View {
  nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { modifier(EmptyModifier()) }
}

// SwiftUI: `extension View { @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 8.0, *)
// @_alwaysEmitIntoClient nonisolated public func autocorrectionDisabled(_ disable: Swift.Bool = true)
// -> some SwiftUICore.View }`.
extension View {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 8.0, *)
  @_alwaysEmitIntoClient nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { modifier(EmptyModifier()) }
}

// SwiftUI: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) public struct
// SubmitLabel : Swift.Sendable { public static var done, go, send, join, route, search, return,
// next, continue { get } }` and `extension View { nonisolated public func submitLabel(_ submitLabel:
// SwiftUI.SubmitLabel) -> some SwiftUICore.View }`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitLabel : Sendable {
  public static var done: SubmitLabel { SubmitLabel() }
  public static var search: SubmitLabel { SubmitLabel() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { modifier(EmptyModifier()) }
}

// MARK: - Text (SwiftUICore)

// SwiftUICore: `extension Text { nonisolated public func strikethrough(_ isActive:
// Swift.Bool = true, color: SwiftUICore.Color? = nil) -> SwiftUICore.Text; @available(iOS 16.1,
// macOS 13.0, tvOS 16.1, watchOS 9.1, *) nonisolated public func fontDesign(_ design:
// SwiftUICore.Font.Design?) -> SwiftUICore.Text }`; SwiftUICore: `@available(iOS 14.0, macOS
// 11.0, tvOS 14.0, watchOS 7.0, *) extension Text { public struct DateStyle : Swift.Sendable { static
// let time, date, relative, offset, timer }; public init(_ date: Foundation.Date, style:
// SwiftUICore.Text.DateStyle) }` and `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
// extension Text { public init<F>(_ input: F.FormatInput, format: F) where F :
// Foundation.FormatStyle, F.FormatInput : Swift.Equatable, F.FormatOutput == Swift.String }`;
// SwiftUICore: `extension Text { public enum TruncationMode : Swift.Sendable { case head, tail,
// middle } }`; SwiftUICore: `extension Font { public enum Design : Swift.Hashable,
// Swift.Sendable { case default; @available(watchOS 7.0, *) case serif; case rounded;
// @available(watchOS 7.0, *) case monospaced } }` (Font: `@frozen public struct Font : Swift.Hashable,
// Swift.Sendable`, SwiftUICore).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
  nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
  nonisolated public func fontDesign(_ design: Font.Design?) -> Text { self }
  public enum TruncationMode : Sendable {
    case head
    case tail
    case middle
  }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Text {
  public struct DateStyle : Sendable, Equatable {
    public static let time = DateStyle()
    public static let date = DateStyle()
    public static let relative = DateStyle()
    public static let offset = DateStyle()
    public static let timer = DateStyle()
  }
  public init(_ date: Date, style: Text.DateStyle) { self.init(verbatim: "") }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Text {
  public init<F>(_ input: F.FormatInput, format: F) where F : FormatStyle, F.FormatInput : Equatable, F.FormatOutput == String { self.init(verbatim: "") }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Font : Hashable, Sendable {
  public enum Design : Hashable, Sendable {
    case `default`
    @available(watchOS 7.0, *)
    case serif
    case rounded
    @available(watchOS 7.0, *)
    case monospaced
  }
}

// MARK: - Environment values (SwiftUICore)

// SwiftUICore: `extension EnvironmentValues { public var locale: Foundation.Locale; public
// var calendar: Foundation.Calendar; public var timeZone: Foundation.TimeZone; @available(iOS 13.0,
// macOS 10.15, tvOS 13.0, watchOS 6.0, *) @backDeployed(before: macOS 14.0, tvOS 17.0, watchOS 10.0)
// public var horizontalSizeClass: SwiftUICore.UserInterfaceSizeClass? { get set } (and
// verticalSizeClass) }` and `public enum UserInterfaceSizeClass : Swift.Sendable { case compact,
// regular }` (the @backDeployed attribute needs library evolution, so the stand-in states it here).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum UserInterfaceSizeClass : Sendable {
  case compact
  case regular
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  public var locale: Locale {
    get { fatalError() }
    set {}
  }
  public var calendar: Calendar {
    get { fatalError() }
    set {}
  }
  public var timeZone: TimeZone {
    get { fatalError() }
    set {}
  }
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { nil }
    set {}
  }
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { nil }
    set {}
  }
}

// SwiftUICore: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) public enum
// DynamicTypeSize : Swift.Hashable, Swift.Comparable, Swift.CaseIterable, Swift.Sendable { case
// xSmall ... accessibility5; public var isAccessibilitySize: Swift.Bool { get } }`,
// `EnvironmentValues.dynamicTypeSize { get set }`, `extension View { nonisolated public func
// dynamicTypeSize(_ size: SwiftUICore.DynamicTypeSize) -> some SwiftUICore.View }`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize : Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  public var dynamicTypeSize: DynamicTypeSize {
    get { .large }
    set {}
  }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { modifier(EmptyModifier()) }
}

// SwiftUICore: `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) public struct
// RedactionReasons : Swift.OptionSet, Swift.Sendable { public let rawValue: Swift.Int; public
// init(rawValue:); public static let placeholder }`, `extension View { nonisolated public func
// redacted(reason: SwiftUICore.RedactionReasons) -> some SwiftUICore.View }`, `extension
// EnvironmentValues { public var redactionReasons: SwiftUICore.RedactionReasons { get set } }`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct RedactionReasons : OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func redacted(reason: RedactionReasons) -> some View { modifier(EmptyModifier()) }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
  public var redactionReasons: RedactionReasons {
    get { [] }
    set {}
  }
}

// MARK: - Gestures (SwiftUICore, SwiftUI)

// SwiftUICore: `@preconcurrency @MainActor public protocol Gesture<Value> { associatedtype
// Value; associatedtype Body : SwiftUICore.Gesture; var body: Self.Body { get } }`; SwiftUICore:
// `extension Gesture { nonisolated public func onEnded(@_inheritActorContext _ action:
// @escaping (Self.Value) -> Swift.Void) -> SwiftUICore._EndedGesture<Self> }`, `extension Gesture
// where Self.Value : Swift.Equatable { nonisolated public func onChanged(@_inheritActorContext _
// action: @escaping (Self.Value) -> Swift.Void) -> SwiftUICore._ChangedGesture<Self> }`;
// SwiftUICore: `extension View { nonisolated public func gesture<T>(_ gesture: T, including
// mask: SwiftUICore.GestureMask = .all) -> some SwiftUICore.View where T : SwiftUICore.Gesture }` and
// `@frozen public struct GestureMask : Swift.OptionSet` (none, gesture, subviews, all).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol Gesture<Value> {
  associatedtype Value
  associatedtype Body : Gesture
  var body: Self.Body { get }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never : Gesture {
  public typealias Value = Never
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct _EndedGesture<Content> : Gesture where Content : Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct _ChangedGesture<Content> : Gesture where Content : Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture {
  nonisolated public func onEnded(@_inheritActorContext _ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture where Self.Value : Equatable {
  nonisolated public func onChanged(@_inheritActorContext _ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct GestureMask : OptionSet {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1 << 0)
  public static let subviews = GestureMask(rawValue: 1 << 1)
  public static let all = GestureMask(rawValue: 3)
}
extension GestureMask : Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T : Gesture { modifier(EmptyModifier()) }
}

// SwiftUICore: `@available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *) @MainActor
// @preconcurrency public struct TapGesture : SwiftUICore.Gesture { nonisolated public init(count:
// Swift.Int = 1); Value = Void; Body = Never }`; `@available(*, unavailable) extension TapGesture :
// Swift.Sendable`.
@available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct TapGesture : Gesture {
  @MainActor @preconcurrency public var count: Int
  nonisolated public init(count: Int = 1) { self.count = count }
  public typealias Value = Void
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension TapGesture : Sendable {}

// SwiftUICore: `public enum CoordinateSpace { case global, local, named(Swift.AnyHashable) }`
// (with `@available(*, unavailable) extension CoordinateSpace : Swift.Sendable`). SwiftUI:
// `@available(iOS 13.0, macOS 10.15, watchOS 6.0, *) @available(tvOS, unavailable) @MainActor
// @preconcurrency public struct DragGesture : SwiftUICore.Gesture` with `public struct Value :
// Swift.Equatable, Swift.Sendable` and the CoordinateSpace initialiser `@_disfavoredOverload
// @MainActor @preconcurrency public init(minimumDistance: CoreFoundation.CGFloat = 10,
// coordinateSpace: SwiftUICore.CoordinateSpace = .local)` (to be deprecated; the iOS 17 `some
// CoordinateSpaceProtocol` overload is left out).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum CoordinateSpace {
  case global
  case local
  case named(AnyHashable)
}
@available(*, unavailable) extension CoordinateSpace : Sendable {}
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct DragGesture : Gesture {
  public struct Value : Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize
  }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @_disfavoredOverload @MainActor @preconcurrency public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension DragGesture : Sendable {}

// SwiftUI: `@available(iOS 13.0, macOS 10.15, watchOS 6.0, tvOS 14.0, *) @MainActor
// @preconcurrency public struct LongPressGesture : SwiftUICore.Gesture` with `@available(tvOS,
// unavailable) nonisolated public init(minimumDuration: Swift.Double = 0.5, maximumDistance:
// CoreFoundation.CGFloat = 10)` (Value = Bool), and `extension View { @available(tvOS, unavailable)
// @_alwaysEmitIntoClient nonisolated public func onLongPressGesture(minimumDuration: Swift.Double =
// 0.5, maximumDistance: CoreFoundation.CGFloat = 10, perform action: @escaping () -> Swift.Void,
// onPressingChanged: ((Swift.Bool) -> Swift.Void)? = nil) -> some SwiftUICore.View }`.
@available(iOS 13.0, macOS 10.15, watchOS 6.0, tvOS 14.0, *)
@MainActor @preconcurrency public struct LongPressGesture : Gesture {
  @MainActor @preconcurrency public var minimumDuration: Double
  @available(tvOS, unavailable)
  nonisolated public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) { self.minimumDuration = minimumDuration }
  public typealias Value = Bool
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension LongPressGesture : Sendable {}
@available(iOS 13.0, macOS 10.15, watchOS 6.0, tvOS 14.0, *)
extension View {
  @available(tvOS, unavailable)
  @_alwaysEmitIntoClient nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View { modifier(EmptyModifier()) }
}

// SwiftUI (the attributes precede the extension): `@available(iOS 13.4, macOS 10.15, *)
// @available(tvOS, unavailable) @available(watchOS, unavailable) extension View { @inlinable
// nonisolated public func onHover(perform action: @escaping (Swift.Bool) -> Swift.Void) -> some
// SwiftUICore.View }`.
@available(iOS 13.4, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  @inlinable nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View { modifier(EmptyModifier()) }
}

// MARK: - Accessibility (SwiftUICore, SwiftUI)

// SwiftUI: `@MainActor @preconcurrency public struct AccessibilityAttachmentModifier :
// SwiftUICore.ViewModifier { Body = Never }`; `@available(*, unavailable) extension
// AccessibilityAttachmentModifier : Swift.Sendable`. SwiftUICore: `public struct
// AccessibilityTraits : Swift.SetAlgebra, Swift.Sendable { public static let isHeader ... }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct AccessibilityAttachmentModifier : ViewModifier {
  public typealias Body = Never
}
@available(*, unavailable) extension AccessibilityAttachmentModifier : Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits : OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public init() { self.rawValue = 0 }
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 0)
}

// SwiftUI: `extension View { nonisolated public func accessibilityAddTraits(_ traits:
// SwiftUICore.AccessibilityTraits) -> SwiftUICore.ModifiedContent<Self,
// SwiftUI.AccessibilityAttachmentModifier> }` (iOS 14); SwiftUI: `accessibilityHidden(_
// hidden: Swift.Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>` (iOS 14); SwiftUI:
// `accessibilityIdentifier(_ identifier: Swift.String) -> ModifiedContent<Self,
// AccessibilityAttachmentModifier>` (iOS 14); SwiftUI: `accessibilityHint(_ hint:
// SwiftUICore.Text)`, `(_ hintKey: SwiftUICore.LocalizedStringKey)`, `@_disfavoredOverload <S>(_ hint:
// S) where S : StringProtocol` (iOS 14); SwiftUI: `accessibilityLabel` with the same three
// forms (iOS 14). Apple also declares each on `ModifiedContent where Modifier ==
// AccessibilityAttachmentModifier` (SwiftUI); the View forms cover the chains here.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  @_disfavoredOverload nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol { fatalError() }
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol { fatalError() }
}

// SwiftUI: `public struct AccessibilityChildBehavior : Swift.Hashable` (`@available(*,
// unavailable) ... : Swift.Sendable`); SwiftUI: `extension AccessibilityChildBehavior {
// public static let ignore, contain, combine }` and `extension View { nonisolated public func
// accessibilityElement(children: SwiftUI.AccessibilityChildBehavior = .ignore) -> some
// SwiftUICore.View }` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior : Hashable {
  public static let ignore = AccessibilityChildBehavior()
  public static let contain = AccessibilityChildBehavior()
  public static let combine = AccessibilityChildBehavior()
}
@available(*, unavailable) extension AccessibilityChildBehavior : Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { modifier(EmptyModifier()) }
}

// MARK: - Other values the modifiers take

// SwiftUICore: `@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) public struct
// ContentTransition : Swift.Equatable, Swift.Sendable { public static func numericText(countsDown:
// Swift.Bool = false) -> SwiftUICore.ContentTransition }` and `extension View { @_alwaysEmitIntoClient
// nonisolated public func contentTransition(_ transition: SwiftUICore.ContentTransition) -> some
// SwiftUICore.View }`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ContentTransition : Equatable, Sendable {
  public static let identity = ContentTransition()
  public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  @_alwaysEmitIntoClient nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { modifier(EmptyModifier()) }
}

// SwiftUICore: `@frozen @propertyWrapper public struct Namespace : SwiftUICore.DynamicProperty,
// Swift.Sendable { @inlinable public init(); public var wrappedValue: SwiftUICore.Namespace.ID { get
// }; @frozen public struct ID : Swift.Hashable }` (iOS 14); SwiftUICore: `public struct
// MatchedGeometryProperties : Swift.OptionSet` (position, size, frame) and `extension View {
// @inlinable nonisolated public func matchedGeometryEffect<ID>(id: ID, in namespace:
// SwiftUICore.Namespace.ID, properties: SwiftUICore.MatchedGeometryProperties = .frame, anchor:
// SwiftUICore.UnitPoint = .center, isSource: Swift.Bool = true) -> some SwiftUICore.View where ID :
// Swift.Hashable }`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper public struct Namespace : DynamicProperty, Sendable {
  @inlinable public init() {}
  public var wrappedValue: Namespace.ID { ID() }
  @frozen public struct ID : Hashable, Sendable {}
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct MatchedGeometryProperties : OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  @inlinable nonisolated public func matchedGeometryEffect<ID>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> some View where ID : Hashable { modifier(EmptyModifier()) }
}

// SwiftUI: `@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) public struct
// PresentationDetent : Swift.Hashable, Swift.Sendable { public static let medium, large }` and
// `extension View { nonisolated public func presentationDetents(_ detents:
// Swift.Set<SwiftUI.PresentationDetent>) -> some SwiftUICore.View; nonisolated public func
// presentationDragIndicator(_ visibility: SwiftUI.Visibility) -> some SwiftUICore.View }`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent : Hashable, Sendable {
  private let id: Int
  public static let medium = PresentationDetent(id: 0)
  public static let large = PresentationDetent(id: 1)
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { modifier(EmptyModifier()) }
  nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { modifier(EmptyModifier()) }
}

// SwiftUI: `@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) public struct
// ScrollIndicatorVisibility { public static var automatic, visible, hidden, never { get } }`
// (`@available(*, unavailable) ... : Swift.Sendable`), `extension View { @available(iOS 16.0, macOS
// 13.0, tvOS 16.0, watchOS 9.0, *) nonisolated public func scrollIndicators(_ visibility:
// SwiftUI.ScrollIndicatorVisibility, axes: SwiftUICore.Axis.Set = [.vertical, .horizontal]) -> some
// SwiftUICore.View }`, and `@available(visionOS, unavailable)` `scrollDismissesKeyboard(_ mode:
// SwiftUI.ScrollDismissesKeyboardMode)` with `public struct ScrollDismissesKeyboardMode :
// Swift.Sendable { public static var automatic, immediately, interactively, never { get } }`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ScrollIndicatorVisibility {
  public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility() }
  public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility() }
  public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility() }
  public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility() }
}
@available(*, unavailable) extension ScrollIndicatorVisibility : Sendable {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@available(visionOS, unavailable)
public struct ScrollDismissesKeyboardMode : Sendable {
  public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode() }
  public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode() }
  public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode() }
  public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode() }
}
extension View {
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { modifier(EmptyModifier()) }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @available(visionOS, unavailable)
  nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { modifier(EmptyModifier()) }
}

// SwiftUI: `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) @available(visionOS,
// unavailable) public struct SensoryFeedback : Swift.Equatable, Swift.Sendable { public static let
// success, ... }`; SwiftUI: `extension View { nonisolated public func sensoryFeedback<T>(_
// feedback: SwiftUI.SensoryFeedback, trigger: T) -> some SwiftUICore.View where T : Swift.Equatable }`
// (same availability).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@available(visionOS, unavailable)
public struct SensoryFeedback : Equatable, Sendable {
  public static let success = SensoryFeedback()
  public static let warning = SensoryFeedback()
  public static let error = SensoryFeedback()
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@available(visionOS, unavailable)
extension View {
  nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View where T : Equatable { modifier(EmptyModifier()) }
}

// MARK: - View modifiers (SwiftUICore)

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // SwiftUICore: `@inlinable nonisolated public func offset(_ offset:
  // CoreFoundation.CGSize) -> some SwiftUICore.View`, `offset(x: CGFloat = 0, y: CGFloat = 0)`.
  @inlinable nonisolated public func offset(_ offset: CGSize) -> some View { modifier(EmptyModifier()) }
  @inlinable nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { modifier(EmptyModifier()) }
  // SwiftUICore: `fixedSize(horizontal:vertical:)`, `fixedSize()`, `rotationEffect(_ angle:
  // SwiftUICore.Angle, anchor: SwiftUICore.UnitPoint = .center)` (all `@inlinable nonisolated`).
  @inlinable nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { modifier(EmptyModifier()) }
  @inlinable nonisolated public func fixedSize() -> some View { modifier(EmptyModifier()) }
  @inlinable nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { modifier(EmptyModifier()) }
  // SwiftUICore: `@inlinable nonisolated public func zIndex(_ value: Swift.Double)`.
  @inlinable nonisolated public func zIndex(_ value: Double) -> some View { modifier(EmptyModifier()) }
  // SwiftUICore: `@inlinable nonisolated public func truncationMode(_ mode:
  // SwiftUICore.Text.TruncationMode)`; SwiftUICore: `@inlinable nonisolated public func
  // lineLimit(_ number: Swift.Int?)`.
  @inlinable nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { modifier(EmptyModifier()) }
  @inlinable nonisolated public func lineLimit(_ number: Int?) -> some View { modifier(EmptyModifier()) }
  // SwiftUICore: `@inlinable nonisolated public func layoutPriority(_ value: Swift.Double)`.
  @inlinable nonisolated public func layoutPriority(_ value: Double) -> some View { modifier(EmptyModifier()) }
  // SwiftUICore: `@inlinable nonisolated public func frame(width: CGFloat? = nil, height:
  // CGFloat? = nil, alignment: SwiftUICore.Alignment = .center)`.
  @inlinable nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { modifier(EmptyModifier()) }
  // SwiftUICore: `@inlinable nonisolated public func clipped(antialiased: Swift.Bool =
  // false)`.
  @inlinable nonisolated public func clipped(antialiased: Bool = false) -> some View { modifier(EmptyModifier()) }
  // SwiftUICore: `scaleEffect(_ scale: CGSize, anchor: = .center)`, `scaleEffect(_ s:
  // CGFloat, anchor: = .center)`, `scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: =
  // .center)` (all `@inlinable nonisolated`).
  @inlinable nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { modifier(EmptyModifier()) }
  @inlinable nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { modifier(EmptyModifier()) }
  @inlinable nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { modifier(EmptyModifier()) }
  // SwiftUICore: `@inlinable nonisolated public func id<ID>(_ id: ID) -> some
  // SwiftUICore.View where ID : Swift.Hashable`.
  @inlinable nonisolated public func id<ID>(_ id: ID) -> some View where ID : Hashable { modifier(EmptyModifier()) }
  // SwiftUICore: `@_alwaysEmitIntoClient nonisolated public func tag<V>(_ tag: V,
  // includeOptional: Swift.Bool = true) -> some SwiftUICore.View where V : Swift.Hashable`.
  @_alwaysEmitIntoClient nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V : Hashable { modifier(EmptyModifier()) }
  // SwiftUICore: `@available(macOS 11.0, *) @inlinable nonisolated public func imageScale(_
  // scale: SwiftUICore.Image.Scale)`; `@available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
  // nonisolated public func fontDesign(_ design: SwiftUICore.Font.Design?)`.
  @available(macOS 11.0, *)
  @inlinable nonisolated public func imageScale(_ scale: Image.Scale) -> some View { modifier(EmptyModifier()) }
  @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
  nonisolated public func fontDesign(_ design: Font.Design?) -> some View { modifier(EmptyModifier()) }
  // SwiftUI: `@inlinable nonisolated public func aspectRatio(_ aspectRatio:
  // CoreFoundation.CGFloat? = nil, contentMode: SwiftUICore.ContentMode)`, `aspectRatio(_ aspectRatio:
  // CoreFoundation.CGSize, contentMode:)`, `scaledToFill()`.
  @inlinable nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { modifier(EmptyModifier()) }
  @inlinable nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { modifier(EmptyModifier()) }
  @inlinable nonisolated public func scaledToFill() -> some View { modifier(EmptyModifier()) }
  // SwiftUI: `@inlinable nonisolated public func contentShape<S>(_ shape: S, eoFill:
  // Swift.Bool = false) -> some SwiftUICore.View where S : SwiftUICore.Shape`.
  @inlinable nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S : Shape { modifier(EmptyModifier()) }
  // SwiftUI: `@inlinable nonisolated public func listRowBackground<V>(_ view: V?) -> some
  // SwiftUICore.View where V : SwiftUICore.View`; SwiftUI: `@inlinable nonisolated public func
  // listRowInsets(_ insets: SwiftUICore.EdgeInsets?)`.
  @inlinable nonisolated public func listRowBackground<V>(_ view: V?) -> some View where V : View { modifier(EmptyModifier()) }
  @inlinable nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { modifier(EmptyModifier()) }
  // SwiftUI: `@inlinable nonisolated public func deleteDisabled(_ isDisabled: Swift.Bool)`.
  @inlinable nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View { modifier(EmptyModifier()) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  // SwiftUICore: `@inlinable nonisolated public func overlay<V>(alignment:
  // SwiftUICore.Alignment = .center, @SwiftUICore.ViewBuilder content: () -> V) -> some
  // SwiftUICore.View where V : SwiftUICore.View` (iOS 15).
  @inlinable nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View { modifier(EmptyModifier()) }
  // SwiftUICore: `@inlinable nonisolated public func foregroundStyle<S>(_ style: S) -> some
  // SwiftUICore.View where S : SwiftUICore.ShapeStyle` (iOS 15).
  @inlinable nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle { modifier(EmptyModifier()) }
  // SwiftUICore: `@inlinable nonisolated public func safeAreaInset<V>(edge:
  // SwiftUICore.VerticalEdge, alignment: SwiftUICore.HorizontalAlignment = .center, spacing:
  // CoreFoundation.CGFloat? = nil, @SwiftUICore.ViewBuilder content: () -> V) -> some SwiftUICore.View
  // where V : SwiftUICore.View` (iOS 15).
  @inlinable nonisolated public func safeAreaInset<V>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View where V : View { modifier(EmptyModifier()) }
  // SwiftUI: `nonisolated public func interactiveDismissDisabled(_ isDisabled: Swift.Bool =
  // true) -> some SwiftUICore.View` (iOS 15).
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { modifier(EmptyModifier()) }
}

// MARK: - View modifiers (SwiftUI)

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  // SwiftUI: `nonisolated public func onOpenURL(perform action: @escaping (Foundation.URL) ->
  // ()) -> some SwiftUICore.View` (iOS 14).
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { modifier(EmptyModifier()) }
  // SwiftUI: `nonisolated public func navigationTitle(_ title: SwiftUICore.Text)`, `(_
  // titleKey: SwiftUICore.LocalizedStringKey)`, `@_disfavoredOverload <S>(_ title: S) where S :
  // Swift.StringProtocol` (iOS 14).
  nonisolated public func navigationTitle(_ title: Text) -> some View { modifier(EmptyModifier()) }
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { modifier(EmptyModifier()) }
  @_disfavoredOverload nonisolated public func navigationTitle<S>(_ title: S) -> some View where S : StringProtocol { modifier(EmptyModifier()) }
  // SwiftUI: `nonisolated public func help(_ textKey: SwiftUICore.LocalizedStringKey)`,
  // `help(_ text: SwiftUICore.Text)`, `@_disfavoredOverload help<S>(_ text: S) where S :
  // Swift.StringProtocol` (iOS 14).
  nonisolated public func help(_ textKey: LocalizedStringKey) -> some View { modifier(EmptyModifier()) }
  nonisolated public func help(_ text: Text) -> some View { modifier(EmptyModifier()) }
  @_disfavoredOverload nonisolated public func help<S>(_ text: S) -> some View where S : StringProtocol { modifier(EmptyModifier()) }
}

// SwiftUI: `@available(iOS 15.0, macOS 12.0, *) @available(watchOS, unavailable)
// @available(tvOS, unavailable) extension View { nonisolated public func badge(_ count: Swift.Int) ->
// some SwiftUICore.View }`.
@available(iOS 15.0, macOS 12.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
extension View {
  nonisolated public func badge(_ count: Int) -> some View { modifier(EmptyModifier()) }
}

// SwiftUI: `@available(iOS 15.0, macOS 13.0, *) @available(tvOS, unavailable)
// @available(watchOS, unavailable) extension View { nonisolated public func listRowSeparator(_
// visibility: SwiftUI.Visibility, edges: SwiftUICore.VerticalEdge.Set = .all) -> some
// SwiftUICore.View }`.
@available(iOS 15.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { modifier(EmptyModifier()) }
}

// SwiftUI: `@available(iOS 16.0, macOS 13.0, watchOS 9.0, *) @available(tvOS, unavailable)
// extension View { nonisolated public func scrollContentBackground(_ visibility: SwiftUI.Visibility)
// -> some SwiftUICore.View }`.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension View {
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View { modifier(EmptyModifier()) }
}

// SwiftUI: `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) extension View {
// nonisolated public func containerRelativeFrame(_ axes: SwiftUICore.Axis.Set, count: Swift.Int,
// span: Swift.Int = 1, spacing: CoreFoundation.CGFloat, alignment: SwiftUICore.Alignment = .center)
// -> some SwiftUICore.View; nonisolated public func navigationDestination<D, C>(item:
// SwiftUICore.Binding<Swift.Optional<D>>, @SwiftUICore.ViewBuilder destination: @escaping (D) -> C)
// -> some SwiftUICore.View where D : Swift.Hashable, C : SwiftUICore.View }`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  nonisolated public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View { modifier(EmptyModifier()) }
  nonisolated public func navigationDestination<D, C>(item: Binding<Optional<D>>, @ViewBuilder destination: @escaping (D) -> C) -> some View where D : Hashable, C : View { modifier(EmptyModifier()) }
}

// MARK: - Foundation's Combine overlay: Timer.publish, autoconnect

// Foundation's Combine overlay (not one of the two SwiftUI interfaces; `import SwiftUI` re-exports
// Combine): `extension Timer { public static func publish(every interval: Foundation.TimeInterval,
// tolerance: Foundation.TimeInterval? = nil, on runLoop: Foundation.RunLoop, in mode:
// Foundation.RunLoop.Mode, options: Foundation.RunLoop.SchedulerOptions? = nil) ->
// Foundation.Timer.TimerPublisher; final public class TimerPublisher :
// Combine.ConnectablePublisher { Output = Date; Failure = Never } }`, and Combine's `public protocol
// ConnectablePublisher<Output, Failure> : Combine.Publisher`, `extension ConnectablePublisher {
// public func autoconnect() -> Combine.Publishers.Autoconnect<Self> }`. The `options` parameter is
// left out (RunLoop.SchedulerOptions has no shadow). Publisher is in SwiftUI+PublishedEvents.swift.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ConnectablePublisher<Output, Failure> : SwiftUI.Publisher {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Publishers {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publishers {
  public class Autoconnect<Upstream> : SwiftUI.Publisher where Upstream : ConnectablePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    final public let upstream: Upstream
    public init(_ upstream: Upstream) { self.upstream = upstream }
  }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ConnectablePublisher {
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(self) }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Timer {
  final public class TimerPublisher : ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never
    final public let interval: TimeInterval
    final public let tolerance: TimeInterval?
    final public let runLoop: RunLoop
    final public let mode: RunLoop.Mode
    public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
      self.interval = interval; self.tolerance = tolerance; self.runLoop = runLoop; self.mode = mode
    }
  }
  public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode) -> Timer.TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
  }
}
