// Declarations the last five symbols of issue #19's shop vocabulary use (Tab, ShareLink,
// symbolEffect, \.isSearching, strikethrough(_:pattern:color:)) and the shadow lacks, compiled
// into the SwiftUI shadow by `APPLE_CHECK_EXTRA=.apple-check`; their app code is
// Tests/HeadlessUITests/Vocabulary/{Tab,ShareLink,SymbolEffect,IsSearching,StrikethroughPattern}.swift.
// Each is copied in shape from Apple's iOS 18.0 interfaces (never from HeadlessUI), with Apple's
// availability and isolation; bodies are stubs. Only what those files use is declared.
//
// Positions: "SwiftUI N" / "Symbols N" is the `read_file` offset (16,000-character page) at which
// the declaration shows in xybp888/iOS-SDKs, iPhoneOS18.0.sdk/System/Library/Frameworks/
// SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (1,369,099
// characters), Symbols.framework/Modules/Symbols.swiftmodule/arm64-apple-ios.swiftinterface
// (21,423) or, "SwiftUICore N", SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/
// arm64-apple-ios.swiftinterface (982,545). Where the declaration was not located in the interface, the comment quotes Apple's
// documentation page (its "Declaration" block and availability) instead, and says so.
import Foundation

// MARK: - Tab, TabContent, TabContentBuilder (SwiftUI, iOS 18)

// Documentation (https://developer.apple.com/documentation/swiftui/tabcontent), interface position
// not located: `@MainActor @preconcurrency protocol TabContent<TabValue>` with `associatedtype
// TabValue : Hashable where Self.TabValue == Self.Body.TabValue`, `associatedtype Body :
// TabContent`, `@TabContentBuilder @MainActor @preconcurrency var body: Self.Body { get }`
// (iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0). The interface's underscored
// requirements are left out.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency public protocol TabContent<TabValue> {
  associatedtype TabValue : Hashable where Self.TabValue == Self.Body.TabValue
  associatedtype Body : TabContent
  @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

// Documentation (https://developer.apple.com/documentation/swiftui/tabcontentbuilder), interface
// position not located: `@resultBuilder struct TabContentBuilder<TabValue> where TabValue :
// Hashable` with `static func buildExpression(some TabContent<TabValue>) -> some
// TabContent<TabValue>`, `static func buildBlock(some TabContent<TabValue>) -> some
// TabContent<TabValue>`, `static func buildBlock<C0, C1>(C0, C1) -> some TabContent<TabValue>` …
// up to ten, `static func buildIf((some TabContent<TabValue>)?) -> (some TabContent<TabValue>)?`;
// `struct Content<C> where C : TabContent` (a View). Only the arities the vocabulary uses.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder public struct TabContentBuilder<TabValue> where TabValue : Hashable {
  public static func buildExpression(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> { content }
  public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> { content }
  public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue> where C0 : TabContent, C1 : TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue { _StubTabContent<TabValue>() }
  public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some TabContent<TabValue> where C0 : TabContent, C1 : TabContent, C2 : TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue { _StubTabContent<TabValue>() }
  public static func buildIf(_ content: (some TabContent<TabValue>)?) -> (some TabContent<TabValue>)? { content }
  @MainActor @preconcurrency public struct Content<C> : View where C : TabContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }
}

/// The stubs' underlying type for the builder's opaque results (not Apple API).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct _StubTabContent<TabValue : Hashable> : TabContent {
  var body: _StubTabContent<TabValue> { return self }
}

// Documentation (https://developer.apple.com/documentation/swiftui/tabcontent), "Conforming Types";
// `buildIf` returns an optional tab content: Optional conforms where Wrapped does.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Optional : TabContent where Wrapped : TabContent {
  public typealias TabValue = Wrapped.TabValue
  public var body: Optional<Wrapped> { return self }
}

// Documentation (https://developer.apple.com/documentation/swiftui/tab), interface position not
// located: `struct Tab<Value, Content, Label>`, conforming to TabContent "when `Value` conforms to
// `Hashable`, `Content` conforms to `View`, and `Label` conforms to `View`"; initializers
// (https://developer.apple.com/documentation/swiftui/tab/init(_:systemimage:value:content:) and
// siblings): `nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value,
// @ViewBuilder content: () -> Content) where Label == DefaultTabLabel`, `nonisolated init(_
// titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where
// Value == Never, Label == DefaultTabLabel` (init(_:systemImage:content:)), `nonisolated
// init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value, Content, Label> {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab : TabContent where Value : Hashable, Content : View, Label : View {
  public typealias TabValue = Value
  public var body: Tab<Value, Content, Label> { return self }
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {}
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where Value == Never, Label == DefaultTabLabel {}
  nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

// Documentation (https://developer.apple.com/documentation/swiftui/tabcontent/badge(_:)),
// interface position not located: `nonisolated func badge(_ count: Int) -> some TabContent` (iOS
// 18.0, macOS 15.0, visionOS 2.0; not tvOS, watchOS); the interface spells TabContent's modifiers'
// results `some SwiftUI.TabContent<Self.TabValue>` (SwiftUI 32000, `accessibilityLabel(_:isEnabled:)`).
// The stand-in names tvOS 18.0 and watchOS 11.0 beside their `unavailable` so that the checker's
// variants for those platforms (which read only the version list) take it for unavailable there.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TabContent {
  nonisolated public func badge(_ count: Int) -> some TabContent<Self.TabValue> { _StubTabContent<Self.TabValue>() }
}

// Documentation (https://developer.apple.com/documentation/swiftui/defaulttablabel), interface
// position not located: `struct DefaultTabLabel`, conforming to View (iOS 18.0, macOS 15.0,
// tvOS 18.0, watchOS 11.0, visionOS 2.0).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency public struct DefaultTabLabel : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// SwiftUI 128000: `@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
// nonisolated public init<C>(selection: SwiftUICore.Binding<SelectionValue>,
// @SwiftUI.TabContentBuilder<SelectionValue> content: () -> C) where Content ==
// SwiftUI.TabContentBuilder<SelectionValue>.Content<C>, C : SwiftUI.TabContent` (in TabView), and
// in `extension SwiftUI.TabView` (iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0):
// `nonisolated public init<C>(@SwiftUI.TabContentBuilder<Swift.Never> content: () -> C) where
// SelectionValue == Swift.Never, Content == SwiftUI.TabContentBuilder<Swift.Never>.Content<C>, C :
// SwiftUI.TabContent`.
extension TabView {
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C) where Content == TabContentBuilder<SelectionValue>.Content<C>, C : TabContent {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabView {
  nonisolated public init<C>(@TabContentBuilder<Never> content: () -> C) where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C>, C : TabContent {}
}

// MARK: - ShareLink (SwiftUI, iOS 16), Transferable (CoreTransferable, re-exported by SwiftUI)

// CoreTransferable (SwiftUI 0: `@_exported import CoreTransferable`); documentation
// (https://developer.apple.com/documentation/coretransferable/transferable): `protocol
// Transferable` (iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0), adopted by String and URL; Never
// conforms too (the shadow's own comment on `extension Never : View` says CoreTransferable extends
// Never). Its requirement (`transferRepresentation`) is left out: the vocabulary conforms no type
// of its own.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Transferable {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension String : Transferable {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension URL : Transferable {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Never : Transferable {}

// Documentation (https://developer.apple.com/documentation/swiftui/sharelink), interface position
// not located: `struct ShareLink<Data, PreviewImage, PreviewIcon, Label> where Data :
// RandomAccessCollection, PreviewImage : Transferable, PreviewIcon : Transferable, Label : View,
// Data.Element : Transferable` (iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0; not tvOS);
// init(item:subject:message:): `nonisolated init(item: String, subject: Text? = nil, message: Text?
// = nil) where Data == CollectionOfOne` (and `item: URL`), available when `PreviewImage` is `Never`,
// `PreviewIcon` is `Never`, `Label` is `DefaultShareLinkLabel`; init(_:item:subject:message:):
// `nonisolated init(_ title: Text, item: String, …)`, same conditions (the overview's
// `ShareLink("Share URL", item: URL(…))` uses a string-literal title); init(item:subject:message:label:):
// `nonisolated init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label:
// () -> Label) where Data == CollectionOfOne`, when `PreviewImage` and `PreviewIcon` are `Never`.
// The stand-ins name tvOS 16.0 beside `@available(tvOS, unavailable)` (Apple names no tvOS version):
// the checker's tvOS variant reads only the version list, and without it would take ShareLink for
// available on tvOS while Transferable (tvOS 16) is not.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct ShareLink<Data, PreviewImage, PreviewIcon, Label> : View where Data : RandomAccessCollection, PreviewImage : Transferable, PreviewIcon : Transferable, Label : View, Data.Element : Transferable {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

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

// Documentation (https://developer.apple.com/documentation/swiftui/defaultsharelinklabel),
// interface position not located: `struct DefaultShareLinkLabel`, a View (iOS 16.0, macOS 13.0,
// watchOS 9.0; not tvOS).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct DefaultShareLinkLabel : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// MARK: - symbolEffect (SwiftUI, iOS 17) and the Symbols framework (re-exported by SwiftUI)

// Symbols 0: `public protocol SymbolEffect : Swift.Hashable, Swift.Sendable { var configuration:
// Symbols.SymbolEffectConfiguration { get } }`, `public struct SymbolEffectConfiguration :
// Swift.Hashable, Swift.Sendable` (macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0).
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol SymbolEffect : Hashable, Sendable {
  var configuration: SymbolEffectConfiguration { get }
}
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct SymbolEffectConfiguration : Hashable, Sendable {}

// Symbols 16000: `@_marker public protocol IndefiniteSymbolEffect {}` and `@_marker public protocol
// DiscreteSymbolEffect {}` (macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0), with
// PulseSymbolEffect and VariableColorSymbolEffect conforming to both, BounceSymbolEffect to
// DiscreteSymbolEffect (and, from iOS 18.0, IndefiniteSymbolEffect).
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@_marker public protocol IndefiniteSymbolEffect {}
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@_marker public protocol DiscreteSymbolEffect {}

// Symbols 0: `extension Symbols.SymbolEffect where Self == Symbols.PulseSymbolEffect {
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

// Symbols 0: `public struct SymbolEffectOptions : Swift.Hashable, Swift.Sendable` with `public
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

// SwiftUI 224000: `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) extension
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

// Documentation (https://developer.apple.com/documentation/swiftui/environmentvalues/issearching),
// interface position not located: `var isSearching: Bool { get }` in EnvironmentValues (iOS 15.0,
// macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0).
extension EnvironmentValues {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var isSearching: Bool { false }
}

// SwiftUI 288000: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) extension
// SwiftUICore.View { nonisolated public func searchable(text: SwiftUICore.Binding<Swift.String>,
// placement: SwiftUI.SearchFieldPlacement = .automatic, prompt: SwiftUICore.Text? = nil) -> some
// SwiftUICore.View; nonisolated public func searchable(text: …, placement: … = .automatic, prompt:
// SwiftUICore.LocalizedStringKey) -> some SwiftUICore.View; @_disfavoredOverload nonisolated public
// func searchable<S>(text: …, placement: … = .automatic, prompt: S) -> some SwiftUICore.View where
// S : Swift.StringProtocol }`. SearchFieldPlacement: documentation
// (https://developer.apple.com/documentation/swiftui/searchfieldplacement), interface position not
// located: `struct SearchFieldPlacement` (iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0), `static let
// automatic: SearchFieldPlacement`.
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

// SwiftUICore 576000 (in `extension SwiftUICore.Text`): `@available(iOS 16.0, macOS 13.0, tvOS 16.0,
// watchOS 9.0, *) nonisolated public func strikethrough(_ isActive: Swift.Bool = true, pattern:
// SwiftUICore.Text.LineStyle.Pattern, color: SwiftUICore.Color? = nil) -> SwiftUICore.Text`.
// Documentation, interface positions not located: Text.LineStyle
// (https://developer.apple.com/documentation/swiftui/text/linestyle) `struct LineStyle`, Hashable
// and Sendable (iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0), with `struct Pattern` and its `static
// let solid, dot, dash, dashDot, dashDotDot`; View.strikethrough(_:pattern:color:)
// (https://developer.apple.com/documentation/swiftui/view/strikethrough(_:pattern:color:))
// `nonisolated func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern =
// .solid, color: Color? = nil) -> some View` (iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0).
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

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { modifier(EmptyModifier()) }
}

// MARK: - TimelineView (SwiftUI, iOS 15), for the README's pattern for API HeadlessUI does not model

// Documentation, interface positions not located: TimelineView
// (https://developer.apple.com/documentation/swiftui/timelineview) `struct TimelineView<Schedule,
// Content> where Schedule : TimelineSchedule` (iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0),
// a View when `Content` is one; init(_:content:)
// (https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)): `nonisolated
// init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) ->
// Content)`; TimelineViewDefaultContext with `let date: Date`; TimelineSchedule (its `entries`
// requirement left out); `static var everyMinute: EveryMinuteTimelineSchedule` where `Self ==
// EveryMinuteTimelineSchedule`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule : TimelineSchedule, Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineViewDefaultContext {
  public let date: Date
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency public struct TimelineView<Schedule, Content> where Schedule : TimelineSchedule {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView : View where Content : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
  nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
}
