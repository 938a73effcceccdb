// Declarations the last five symbols of issue #19's shop vocabulary use (Tab, ShareLink,
// symbolEffect, \.isSearching, strikethrough(_:pattern:color:)) and the shadow lacks, compiled
// into the SwiftUI shadow by `APPLE_CHECK_EXTRA=.apple-check`; their app code is
// HeadlessUI/Tests/HeadlessUITests/Vocabulary/{Tab,ShareLink,SymbolEffect,IsSearching,StrikethroughPattern}.swift.
// Each is copied in shape from Apple's iOS 18.0 interfaces (never from HeadlessUI), with Apple's
// availability and isolation; bodies are stubs. Only what those files use is declared.
//
// Positions: a comment names the interface it quotes, "SwiftUI" for iPhoneOS18.0.sdk/System/Library/
// Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface,
// "SwiftUICore" and "Symbols" for the same path under SwiftUICore.framework and Symbols.framework,
// and quotes Apple's declaration as it reads there (search the file for the quote). A declaration
// from another module's interface names that module (CoreTransferable); one not quoted from an
// interface says so and quotes Apple's documentation page instead.
import Foundation

// MARK: - Tab, TabContent, TabContentBuilder (SwiftUI, iOS 18)

// SwiftUI: `@preconcurrency @_Concurrency.MainActor public protocol TabContent<TabValue>` with
// `associatedtype TabValue : Swift.Hashable where Self.TabValue == Self.Body.TabValue`, `associatedtype
// Body : SwiftUI.TabContent`, `@SwiftUI.TabContentBuilder<Self.TabValue> @_Concurrency.MainActor
// @preconcurrency var body: Self.Body { get }` (iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0,
// visionOS 2.0). The underscored requirement (`_identifiedView`) is left out.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency public protocol TabContent<TabValue> {
  associatedtype TabValue : Hashable where Self.TabValue == Self.Body.TabValue
  associatedtype Body : TabContent
  @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

// SwiftUI: `@_functionBuilder public struct TabContentBuilder<TabValue> where TabValue :
// Swift.Hashable` with `@_Concurrency.MainActor @preconcurrency public struct Content<C> :
// SwiftUICore.View where C : SwiftUI.TabContent`, `public static func buildExpression(_ content: some
// TabContent<TabValue>) -> some SwiftUI.TabContent<TabValue>`, `buildBlock(_ content: some
// TabContent<TabValue>)`, `buildIf(_ content: (some TabContent<TabValue>)?)`, and
// `@available(*, unavailable) extension SwiftUI.TabContentBuilder : Swift.Sendable` (and `.Content`);
// SwiftUI: `extension SwiftUI.TabContentBuilder { public static func buildBlock<C0, C1>(_ c0:
// C0, _ c1: C1) -> some SwiftUI.TabContent<TabValue> where TabValue == C0.TabValue, C0 :
// SwiftUI.TabContent, C1 : SwiftUI.TabContent, C0.TabValue == C1.TabValue` … up to ten. Only the
// arities the vocabulary uses.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder public struct TabContentBuilder<TabValue> where TabValue : Hashable {
  public static func buildExpression(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> { content }
  public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> { content }
  public static func buildIf(_ content: (some TabContent<TabValue>)?) -> (some TabContent<TabValue>)? { content }
  @MainActor @preconcurrency public struct Content<C> : View where C : TabContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }
}
@available(*, unavailable) extension TabContentBuilder : Sendable {}
@available(*, unavailable) extension TabContentBuilder.Content : Sendable {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContentBuilder {
  public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0 : TabContent, C1 : TabContent, C0.TabValue == C1.TabValue { _StubTabContent<TabValue>() }
  public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0 : TabContent, C1 : TabContent, C2 : TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue { _StubTabContent<TabValue>() }
}

/// The stubs' underlying type for the builder's opaque results (not Apple API).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct _StubTabContent<TabValue : Hashable> : TabContent {
  var body: _StubTabContent<TabValue> { return self }
}

// SwiftUI: `extension Swift.Optional : SwiftUI.TabContent where Wrapped : SwiftUI.TabContent`
// with `public typealias TabValue = Wrapped.TabValue`, `public typealias Body = Swift.Optional<Wrapped>`,
// `@_Concurrency.MainActor @preconcurrency public var body: Swift.Optional<Wrapped> { get }`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Optional : TabContent where Wrapped : TabContent {
  public typealias TabValue = Wrapped.TabValue
  @MainActor @preconcurrency public var body: Optional<Wrapped> { return self }
}

// SwiftUI: `public struct Tab<Value, Content, Label> {}` (iOS 18.0, macOS 15.0, tvOS 18.0,
// watchOS 11.0, visionOS 2.0), `@available(*, unavailable) extension SwiftUI.Tab : Swift.Sendable`, and
// `extension SwiftUI.Tab : SwiftUI.TabContent where Value : Swift.Hashable, Content :
// SwiftUICore.View, Label : SwiftUICore.View` with `public typealias TabValue = Value`, `nonisolated
// public init(_ titleKey: SwiftUICore.LocalizedStringKey, systemImage: Swift.String, value: Value,
// @SwiftUICore.ViewBuilder content: () -> Content) where Label == SwiftUI.DefaultTabLabel`,
// `nonisolated public init(value: Value, @SwiftUICore.ViewBuilder content: () -> Content,
// @SwiftUICore.ViewBuilder label: () -> Label)`; SwiftUI: `@_Concurrency.MainActor
// @preconcurrency public var body: SwiftUI.Tab<Value, Content, Label> { get }`, and `extension
// SwiftUI.Tab where Value == Swift.Never, Content : SwiftUICore.View, Label : SwiftUICore.View` with
// `public init(_ titleKey: SwiftUICore.LocalizedStringKey, systemImage: Swift.String,
// @SwiftUICore.ViewBuilder content: () -> Content) where Label == SwiftUI.DefaultTabLabel` (not
// `nonisolated`).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value, Content, Label> {}
@available(*, unavailable) extension Tab : Sendable {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab : TabContent where Value : Hashable, Content : View, Label : View {
  public typealias TabValue = Value
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {}
  nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
  @MainActor @preconcurrency public var body: Tab<Value, Content, Label> { return self }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab where Value == Never, Content : View, Label : View {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {}
}

// SwiftUI: `@available(iOS 18.0, macOS 15.0, visionOS 2.0, *) @available(tvOS, unavailable)
// @available(watchOS, unavailable) extension SwiftUI.TabContent { nonisolated public func badge(_ count:
// Swift.Int) -> some SwiftUI.TabContent<Self.TabValue> }` (with `badge(_:)` overloads for Text?,
// LocalizedStringKey, StringProtocol). The stand-in names tvOS 18.0 and watchOS 11.0 beside their
// `unavailable` so that the checker's variants for those platforms (which read only the version list)
// take it for unavailable there.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TabContent {
  nonisolated public func badge(_ count: Int) -> some TabContent<Self.TabValue> { _StubTabContent<Self.TabValue>() }
}

// SwiftUI: `@_Concurrency.MainActor @preconcurrency public struct DefaultTabLabel :
// SwiftUICore.View` (iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0) and
// `@available(*, unavailable) extension SwiftUI.DefaultTabLabel : Swift.Sendable`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency public struct DefaultTabLabel : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension DefaultTabLabel : Sendable {}

// SwiftUI: in `@_Concurrency.MainActor @preconcurrency public struct TabView<SelectionValue,
// Content>`, `@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) nonisolated
// public init<C>(selection: SwiftUICore.Binding<SelectionValue>, @SwiftUI.TabContentBuilder<SelectionValue>
// content: () -> C) where Content == SwiftUI.TabContentBuilder<SelectionValue>.Content<C>, C :
// SwiftUI.TabContent`, and in `extension SwiftUI.TabView` (iOS 18.0, macOS 15.0, tvOS 18.0, watchOS
// 11.0, visionOS 2.0): `nonisolated public init<C>(@SwiftUI.TabContentBuilder<Swift.Never> content: ()
// -> C) where SelectionValue == Swift.Never, Content == SwiftUI.TabContentBuilder<Swift.Never>.Content<C>,
// C : SwiftUI.TabContent`.
extension TabView {
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C) where Content == TabContentBuilder<SelectionValue>.Content<C>, C : TabContent {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabView {
  nonisolated public init<C>(@TabContentBuilder<Never> content: () -> C) where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C>, C : TabContent {}
}

// MARK: - ShareLink (SwiftUI, iOS 16), Transferable (CoreTransferable, re-exported by SwiftUI)

// CoreTransferable's interface (SwiftUI: `@_exported import CoreTransferable`; SwiftUI spells it
// in two places as `CoreTransferable.Transferable`); documentation
// (https://developer.apple.com/documentation/coretransferable/transferable): `protocol Transferable`
// (iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0), adopted by String and URL; Never conforms too (the
// shadow's own comment on `extension Never : View` says CoreTransferable extends Never). Its
// requirement (`transferRepresentation`) is left out: the vocabulary conforms no type of its own.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Transferable {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension String : Transferable {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension URL : Transferable {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Never : Transferable {}

// SwiftUI: `@available(iOS 16.0, macOS 13.0, watchOS 9.0, *) @available(tvOS, unavailable)
// @_Concurrency.MainActor @preconcurrency public struct ShareLink<Data, PreviewImage, PreviewIcon,
// Label> : SwiftUICore.View where Data : Swift.RandomAccessCollection, PreviewImage :
// CoreTransferable.Transferable, PreviewIcon : CoreTransferable.Transferable, Label :
// SwiftUICore.View, Data.Element : CoreTransferable.Transferable`, `@available(*, unavailable)
// extension SwiftUI.ShareLink : Swift.Sendable`; in `extension SwiftUI.ShareLink where PreviewImage ==
// Swift.Never, PreviewIcon == Swift.Never, Label == SwiftUI.DefaultShareLinkLabel`: `nonisolated public
// init(item: Foundation.URL, subject: SwiftUICore.Text? = nil, message: SwiftUICore.Text? = nil) where
// Data == Swift.CollectionOfOne<Foundation.URL>`, the same with `item: Swift.String`, and `nonisolated
// public init(_ titleKey: SwiftUICore.LocalizedStringKey, item: Foundation.URL, …)`; in `extension
// SwiftUI.ShareLink where PreviewImage == Swift.Never, PreviewIcon == Swift.Never`: `nonisolated public
// init(item: Foundation.URL, subject: SwiftUICore.Text? = nil, message: SwiftUICore.Text? = nil,
// @SwiftUICore.ViewBuilder label: () -> Label) where Data == Swift.CollectionOfOne<Foundation.URL>`.
// The stand-ins name tvOS 16.0 beside `@available(tvOS, unavailable)` (Apple names no tvOS version):
// the checker's tvOS variant reads only the version list, and without it would take ShareLink for
// available on tvOS while Transferable (tvOS 16) is not.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct ShareLink<Data, PreviewImage, PreviewIcon, Label> : View where Data : RandomAccessCollection, PreviewImage : Transferable, PreviewIcon : Transferable, Label : View, Data.Element : Transferable {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension ShareLink : Sendable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
  nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {}
  nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {}
  nonisolated public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
  nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {}
}

// SwiftUI: `@available(iOS 16.0, macOS 13.0, watchOS 9.0, *) @available(tvOS, unavailable)
// @_Concurrency.MainActor @preconcurrency public struct DefaultShareLinkLabel : SwiftUICore.View` and
// `@available(*, unavailable) extension SwiftUI.DefaultShareLinkLabel : Swift.Sendable`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct DefaultShareLinkLabel : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension DefaultShareLinkLabel : Sendable {}

// MARK: - symbolEffect (SwiftUI, iOS 17) and the Symbols framework (re-exported by SwiftUI)

// Symbols: `public protocol SymbolEffect : Swift.Hashable, Swift.Sendable { var configuration:
// Symbols.SymbolEffectConfiguration { get } }`, `public struct SymbolEffectConfiguration :
// Swift.Hashable, Swift.Sendable` (macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0).
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol SymbolEffect : Hashable, Sendable {
  var configuration: SymbolEffectConfiguration { get }
}
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct SymbolEffectConfiguration : Hashable, Sendable {}

// Symbols: `@_marker public protocol IndefiniteSymbolEffect {}` and `@_marker public protocol
// DiscreteSymbolEffect {}` (macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0), with
// PulseSymbolEffect and VariableColorSymbolEffect conforming to both, BounceSymbolEffect to
// DiscreteSymbolEffect (and, from iOS 18.0, IndefiniteSymbolEffect).
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@_marker public protocol IndefiniteSymbolEffect {}
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@_marker public protocol DiscreteSymbolEffect {}

// Symbols: `extension Symbols.SymbolEffect where Self == Symbols.PulseSymbolEffect {
// @_alwaysEmitIntoClient public static var pulse: Symbols.PulseSymbolEffect { get } }` and `public
// struct PulseSymbolEffect : Symbols.SymbolEffect` with `public var byLayer`, `wholeSymbol`; the
// same for BounceSymbolEffect (`up`, `down`, `byLayer`, `wholeSymbol`) and VariableColorSymbolEffect
// (`reversing`, `nonReversing`, `cumulative`, `iterative`, `hideInactiveLayers`,
// `dimInactiveLayers`). Only the variants the vocabulary uses.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct PulseSymbolEffect : SymbolEffect {
  public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration() }
}
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct BounceSymbolEffect : SymbolEffect {
  public var up: BounceSymbolEffect { self }
  public var byLayer: BounceSymbolEffect { self }
  public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration() }
}
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct VariableColorSymbolEffect : SymbolEffect {
  public var iterative: VariableColorSymbolEffect { self }
  public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration() }
}
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension PulseSymbolEffect : IndefiniteSymbolEffect {}
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension PulseSymbolEffect : DiscreteSymbolEffect {}
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension VariableColorSymbolEffect : IndefiniteSymbolEffect {}
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension VariableColorSymbolEffect : DiscreteSymbolEffect {}
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension BounceSymbolEffect : DiscreteSymbolEffect {}
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension BounceSymbolEffect : IndefiniteSymbolEffect {}
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SymbolEffect where Self == PulseSymbolEffect {
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SymbolEffect where Self == BounceSymbolEffect {
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SymbolEffect where Self == VariableColorSymbolEffect {
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

// Symbols: `public struct SymbolEffectOptions : Swift.Hashable, Swift.Sendable` with `public
// static var default: Symbols.SymbolEffectOptions { get }`, `public static func speed(_ speed:
// Swift.Double) -> Symbols.SymbolEffectOptions`, `public func speed(_ speed: Swift.Double) ->`,
// `public func repeat(_ count: Swift.Int?) ->` (deprecated: 100000.0, renamed to
// RepeatBehavior.periodic(_:delay:)) (macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0).
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct SymbolEffectOptions : Hashable, Sendable {
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
  public func `repeat`(_ count: Int?) -> SymbolEffectOptions { self }
}

// SwiftUI: `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) extension
// SwiftUICore.View { @_alwaysEmitIntoClient nonisolated public func symbolEffect<T>(_ effect: T,
// options: Symbols.SymbolEffectOptions = .default, isActive: Swift.Bool = true) -> some
// SwiftUICore.View where T : Symbols.IndefiniteSymbolEffect, T : Symbols.SymbolEffect` and
// `@_alwaysEmitIntoClient nonisolated public func symbolEffect<T, U>(_ effect: T, options:
// Symbols.SymbolEffectOptions = .default, value: U) -> some SwiftUICore.View where T :
// Symbols.DiscreteSymbolEffect, T : Symbols.SymbolEffect, U : Swift.Equatable }`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  nonisolated public func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View where T : IndefiniteSymbolEffect, T : SymbolEffect { modifier(EmptyModifier()) }
  nonisolated public func symbolEffect<T, U>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View where T : DiscreteSymbolEffect, T : SymbolEffect, U : Equatable { modifier(EmptyModifier()) }
}

// MARK: - \.isSearching and searchable (SwiftUI, iOS 15)

// SwiftUI: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) extension
// SwiftUICore.EnvironmentValues { public var isSearching: Swift.Bool { get } }`.
extension EnvironmentValues {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var isSearching: Bool { false }
}

// SwiftUI: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) extension
// SwiftUICore.View { nonisolated public func searchable(text: SwiftUICore.Binding<Swift.String>,
// placement: SwiftUI.SearchFieldPlacement = .automatic, prompt: SwiftUICore.Text? = nil) -> some
// SwiftUICore.View; nonisolated public func searchable(text: …, placement: … = .automatic, prompt:
// SwiftUICore.LocalizedStringKey) -> some SwiftUICore.View; @_disfavoredOverload nonisolated public
// func searchable<S>(text: …, placement: … = .automatic, prompt: S) -> some SwiftUICore.View where
// S : Swift.StringProtocol }`. SwiftUI: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
// public struct SearchFieldPlacement : Swift.Sendable { public static let automatic:
// SwiftUI.SearchFieldPlacement … }`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SearchFieldPlacement : Sendable {
  public static let automatic = SearchFieldPlacement()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { modifier(EmptyModifier()) }
  nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View { modifier(EmptyModifier()) }
  @_disfavoredOverload nonisolated public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View where S : StringProtocol { modifier(EmptyModifier()) }
}

// MARK: - strikethrough(_:pattern:color:) and Text.LineStyle (SwiftUICore)

// SwiftUICore: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) extension
// SwiftUICore.Text { public struct LineStyle : Swift.Hashable, Swift.Sendable { public init(pattern:
// SwiftUICore.Text.LineStyle.Pattern = .solid, color: SwiftUICore.Color? = nil); public struct Pattern
// : Swift.Sendable { public static let solid, dot, dash, dashDot, dashDotDot } … } }`.
// SwiftUICore (in `extension SwiftUICore.Text`): `@available(iOS 16.0, macOS 13.0, tvOS 16.0,
// watchOS 9.0, *) nonisolated public func strikethrough(_ isActive: Swift.Bool = true, pattern:
// SwiftUICore.Text.LineStyle.Pattern, color: SwiftUICore.Color? = nil) -> SwiftUICore.Text`.
extension Text {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public struct LineStyle : Hashable, Sendable {
    public struct Pattern : Sendable {
      public static let solid = Pattern()
      public static let dot = Pattern()
      public static let dash = Pattern()
      public static let dashDot = Pattern()
      public static let dashDotDot = Pattern()
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { self }
}

// SwiftUICore: `@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) extension
// SwiftUICore.View { nonisolated public func strikethrough(_ isActive: Swift.Bool = true, pattern:
// SwiftUICore.Text.LineStyle.Pattern = .solid, color: SwiftUICore.Color? = nil) -> some
// SwiftUICore.View }`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { modifier(EmptyModifier()) }
}

// MARK: - TimelineView (SwiftUI, iOS 15), for HeadlessUI's README pattern for API it does not model

// TimelineSchedule and EveryMinuteTimelineSchedule are SwiftUICore's (SwiftUI spells them
// `SwiftUICore.TimelineSchedule`, `SwiftUICore.EveryMinuteTimelineSchedule`); their own declarations are
// not quoted; documentation
// (https://developer.apple.com/documentation/swiftui/timelineschedule): `protocol TimelineSchedule`
// (iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0; its `entries` requirement left out), `struct
// EveryMinuteTimelineSchedule`, `static var everyMinute: EveryMinuteTimelineSchedule` where `Self ==
// EveryMinuteTimelineSchedule`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule : TimelineSchedule, Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

// SwiftUI: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) public struct
// TimelineView<Schedule, Content> where Schedule : SwiftUICore.TimelineSchedule { public struct Context
// { public enum Cadence …; public let date: Foundation.Date; public let cadence: … } }` (not
// `@MainActor`), `@available(*, unavailable) extension SwiftUI.TimelineView : Swift.Sendable` (and
// `.Context`), `public typealias TimelineViewDefaultContext =
// SwiftUI.TimelineView<SwiftUICore.EveryMinuteTimelineSchedule, Swift.Never>.Context`, and `extension
// SwiftUI.TimelineView : SwiftUICore.View where Content : SwiftUICore.View { public typealias Body =
// Swift.Never; @_alwaysEmitIntoClient nonisolated public init(_ schedule: Schedule,
// @SwiftUICore.ViewBuilder content: @escaping (SwiftUI.TimelineViewDefaultContext) -> Content) }`.
// Only `Context.date` of the context is declared.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule, Content> where Schedule : TimelineSchedule {
  public struct Context {
    public let date: Date
  }
}
@available(*, unavailable) extension TimelineView : Sendable {}
@available(*, unavailable) extension TimelineView.Context : Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView : View where Content : View {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
  nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
}
