// Declarations the Commands work (EventCommand, FocusedValues.triggerEvent, the Commands
// article's app) uses and the shared shadow lacks (compiled into the SwiftUI shadow by
// `APPLE_CHECK_EXTRA=.apple-check`). Shapes from Apple's iOS 18.0 SDK interfaces. Positions: a
// comment names the interface it quotes, "SwiftUI" for iPhoneOS18.0.sdk/System/Library/Frameworks/
// SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface and "SwiftUICore" for
// the same path under SwiftUICore.framework, and quotes Apple's declaration as it reads there (search
// the file for the quote); a declaration marked "not quoted" has no quote from the interface.
// Availability, isolation and labels as there. Only the members the project uses. Bodies are stubs.

// MARK: SwiftUICore: View.disabled(_:) (`@inlinable nonisolated public func disabled(_ disabled:
// Swift.Bool) -> some SwiftUICore.View`, extension SwiftUICore.View, iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func disabled(_ disabled: Bool) -> some View { self }
}

// MARK: SwiftUICore: EventModifiers (`@frozen public struct EventModifiers : Swift.OptionSet` with
// `public let rawValue: Swift.Int`, capsLock, shift, control, option, command, numericPad, all; the
// deprecated `function` left out). Its Sendable conformance is not quoted.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EventModifiers : OptionSet {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EventModifiers : Sendable {}

// MARK: SwiftUI: FocusedValueKey, FocusedValues, FocusedValue (iOS 14)
// `@propertyWrapper public struct FocusedValue<Value> : SwiftUICore.DynamicProperty` with `public
// init(_ keyPath: Swift.KeyPath<SwiftUI.FocusedValues, Value?>)`, `@inlinable public var wrappedValue:
// Value? { get }`, `@available(*, unavailable) extension SwiftUI.FocusedValue : Swift.Sendable`;
// `public protocol FocusedValueKey { associatedtype Value }`; `public struct FocusedValues { public
// subscript<Key>(key: Key.Type) -> Key.Value? where Key : SwiftUI.FocusedValueKey { get set } }` and
// (SwiftUI) `@available(*, unavailable) extension SwiftUI.FocusedValues : Swift.Sendable`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol FocusedValueKey {
  associatedtype Value
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct FocusedValues {
  public subscript<Key>(key: Key.Type) -> Key.Value? where Key : FocusedValueKey {
    get { nil }
    set {}
  }
}
@available(*, unavailable) extension FocusedValues : Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct FocusedValue<Value> : DynamicProperty {
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
  @inlinable public var wrappedValue: Value? { nil }
}
@available(*, unavailable) extension FocusedValue : Sendable {}

// MARK: SwiftUI: View.focusedValue(_:_:) (iOS 14), View.focusedSceneValue(_:_:) (iOS 15)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View { self }
}

// MARK: SwiftUI: View.focusable(_:) (iOS 17, macOS 12, tvOS 15, watchOS 8)
@available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }
}

// MARK: SwiftUI: List; SwiftUI: `extension SwiftUI.List where SelectionValue ==
// Swift.Never { nonisolated public init(@SwiftUICore.ViewBuilder content: () -> Content) }`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct List<SelectionValue, Content> : View where SelectionValue : Hashable, Content : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension List where SelectionValue == Never {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

// MARK: SwiftUI: App; Scene, SceneBuilder (not quoted); SwiftUI: WindowGroup
// (`@_Concurrency.MainActor @preconcurrency public struct WindowGroup<Content> : SwiftUI.Scene where
// Content : SwiftUICore.View` with `nonisolated public init(@SwiftUICore.ViewBuilder content: () ->
// Content)` (deprecated from iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, renamed
// "init(makeContent:)"; not deprecated at the project's minimums), `@_Concurrency.MainActor
// @preconcurrency public var body: some SwiftUI.Scene { get }`, `@available(*, unavailable) extension
// SwiftUI.WindowGroup : Swift.Sendable`) (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol App {
  associatedtype Body : Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol Scene {
  associatedtype Body : Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct SceneBuilder {
  public static func buildBlock<Content>(_ content: Content) -> Content where Content : Scene { content }
}
@available(*, unavailable) extension SceneBuilder : Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct WindowGroup<Content> : Scene where Content : View {
  @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)", message: "Use the initializer which takes an escaping view builder instead.")
  @available(macOS, introduced: 11.0, deprecated: 15.0, renamed: "init(makeContent:)", message: "Use the initializer which takes an escaping view builder instead.")
  @available(tvOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)", message: "Use the initializer which takes an escaping view builder instead.")
  @available(watchOS, introduced: 7.0, deprecated: 11.0, renamed: "init(makeContent:)", message: "Use the initializer which takes an escaping view builder instead.")
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  @MainActor @preconcurrency public var body: some Scene { self }
}
@available(*, unavailable) extension WindowGroup : Sendable {}

// MARK: Commands, EmptyCommands, CommandsBuilder, Scene.commands(content:): not quoted,
// except CommandsBuilder's multi-statement blocks: SwiftUI `extension SwiftUI.CommandsBuilder
// { @_alwaysEmitIntoClient public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some
// SwiftUI.Commands where C0 : SwiftUI.Commands, C1 : SwiftUI.Commands }` … up to ten, each in its
// own extension (iOS 14.0, macOS 11.0; tvOS, watchOS unavailable); and SwiftUI
// `extension Swift.Never : SwiftUI.Commands {}`.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public protocol Commands {
  associatedtype Body : Commands
  @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct EmptyCommands : Commands {
  nonisolated public init() {}
  public var body: some Commands { self }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@resultBuilder public struct CommandsBuilder {
  public static func buildExpression<Content>(_ content: Content) -> Content where Content : Commands { content }
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }
  public static func buildBlock<C>(_ content: C) -> C where C : Commands { content }
}
@available(*, unavailable) extension CommandsBuilder : Sendable {}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension CommandsBuilder {
  public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some Commands where C0 : Commands, C1 : Commands { EmptyCommands() }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension CommandsBuilder {
  public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some Commands where C0 : Commands, C1 : Commands, C2 : Commands { EmptyCommands() }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Scene {
  nonisolated public func commands<Content>(@CommandsBuilder content: () -> Content) -> some Scene where Content : Commands { self }
}

// MARK: CommandMenu, CommandGroup, CommandGroupPlacement: not quoted
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CommandMenu<Content> : Commands where Content : View {
  public var body: some Commands { EmptyCommands() }
  nonisolated public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  nonisolated public init(_ name: Text, @ViewBuilder content: () -> Content) {}
  @_disfavoredOverload nonisolated public init<S>(_ name: S, @ViewBuilder content: () -> Content) where S : StringProtocol {}
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CommandGroup<Content> : Commands where Content : View {
  public var body: some Commands { EmptyCommands() }
  nonisolated public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  nonisolated public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  nonisolated public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CommandGroupPlacement {
  public static var newItem: CommandGroupPlacement { CommandGroupPlacement() }
  public static var undoRedo: CommandGroupPlacement { CommandGroupPlacement() }
  public static var pasteboard: CommandGroupPlacement { CommandGroupPlacement() }
  public static var textEditing: CommandGroupPlacement { CommandGroupPlacement() }
  public static var help: CommandGroupPlacement { CommandGroupPlacement() }
}

// MARK: SwiftUI: KeyEquivalent, KeyboardShortcut, View.keyboardShortcut
// `@available(iOS 14.0, macOS 11.0, tvOS 17.0, *) @available(watchOS, unavailable) public struct
// KeyEquivalent : Swift.Sendable` (escape, delete, deleteForward, return, …; `public var character:
// Swift.Character`; `public init(_ character: Swift.Character)`) and its
// `Swift.ExpressibleByExtendedGraphemeClusterLiteral` extension (same availability); `@available(iOS
// 14.0, macOS 11.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable) public struct
// KeyboardShortcut : Swift.Sendable` (`public var key`, `public var modifiers`, `public init(_ key:
// SwiftUI.KeyEquivalent, modifiers: SwiftUICore.EventModifiers = .command)`); in `extension
// SwiftUICore.View` (iOS 14.0, macOS 11.0; tvOS, watchOS unavailable) `nonisolated public func
// keyboardShortcut(_ key: SwiftUI.KeyEquivalent, modifiers: SwiftUICore.EventModifiers = .command) ->
// some SwiftUICore.View` and `nonisolated public func keyboardShortcut(_ shortcut:
// SwiftUI.KeyboardShortcut) -> some SwiftUICore.View`.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct KeyEquivalent : Sendable {
  public static let delete = KeyEquivalent("\u{8}")
  public static let deleteForward = KeyEquivalent("\u{F728}")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let `return` = KeyEquivalent("\r")
  public var character: Character
  public init(_ character: Character) { self.character = character }
}
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension KeyEquivalent : ExpressibleByExtendedGraphemeClusterLiteral {
  public init(extendedGraphemeClusterLiteral: Character) { self.init(extendedGraphemeClusterLiteral) }
  public typealias ExtendedGraphemeClusterLiteralType = Character
}

// KeyboardShortcut and View.keyboardShortcut name tvOS 17.0 beside `@available(tvOS, unavailable)`
// (Apple names no tvOS version): the checker's tvOS variant reads only the version list, and without
// it would take them for available on tvOS while KeyEquivalent (tvOS 17.0) is not at the minimum.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct KeyboardShortcut : Sendable {
  public var key: KeyEquivalent
  public var modifiers: EventModifiers
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
}
