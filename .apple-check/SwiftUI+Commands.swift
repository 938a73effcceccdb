// Declarations the Commands work (EventCommand, FocusedValues.triggerEvent, the Commands
// article's app) uses and the shared shadow lacks (compiled into the SwiftUI shadow by
// `APPLE_CHECK_EXTRA=.apple-check`). Shapes from Apple's iOS 18.0 SDK interfaces
// (iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface, "SwiftUI.swiftinterface" below, and the SwiftUICore one); each
// MARK names the interface file and the declarations (availability, isolation and labels as there;
// character offsets are not given). Only the members the project uses. Bodies are stubs.

// MARK: SwiftUICore.swiftinterface: View.disabled(_:) (extension SwiftUICore.View, iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func disabled(_ disabled: Bool) -> some View { self }
}

// MARK: SwiftUICore.swiftinterface: EventModifiers
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

// MARK: SwiftUI.swiftinterface: FocusedValueKey, FocusedValues, FocusedValue (iOS 14)
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

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct FocusedValue<Value> : DynamicProperty {
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
  @inlinable public var wrappedValue: Value? { nil }
}

// MARK: SwiftUI.swiftinterface: View.focusedValue(_:_:) (iOS 14), View.focusedSceneValue(_:_:) (iOS 15)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View { self }
}

// MARK: SwiftUI.swiftinterface: View.focusable(_:) (iOS 17, macOS 12)
@available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }
}

// MARK: SwiftUI.swiftinterface: List (init(content:) where SelectionValue == Never)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct List<SelectionValue, Content> : View where SelectionValue : Hashable, Content : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension List where SelectionValue == Never {
  @MainActor @preconcurrency public init(@ViewBuilder content: () -> Content) {}
}

// MARK: SwiftUI.swiftinterface: App, Scene, SceneBuilder, WindowGroup (iOS 14)
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
public struct WindowGroup<Content> : Scene where Content : View {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  @MainActor @preconcurrency public var body: some Scene { self }
}

// MARK: SwiftUI.swiftinterface: Commands, EmptyCommands, CommandsBuilder, Scene.commands(content:)
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
  @_disfavoredOverload public static func buildBlock<each Content>(_ content: repeat each Content) -> some Commands where repeat each Content : Commands { EmptyCommands() }
}
@available(*, unavailable) extension CommandsBuilder : Sendable {}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Scene {
  nonisolated public func commands<Content>(@CommandsBuilder content: () -> Content) -> some Scene where Content : Commands { self }
}

// MARK: SwiftUI.swiftinterface: CommandMenu, CommandGroup, CommandGroupPlacement
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

// MARK: SwiftUI.swiftinterface: KeyEquivalent, KeyboardShortcut, View.keyboardShortcut
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct KeyEquivalent : Sendable {
  public static let delete = KeyEquivalent("\u{8}")
  public static let deleteForward = KeyEquivalent("\u{F728}")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let `return` = KeyEquivalent("\r")
  public var character: Character
  public init(_ character: Character) { self.character = character }
}
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension KeyEquivalent : ExpressibleByExtendedGraphemeClusterLiteral {
  public init(extendedGraphemeClusterLiteral: Character) { self.init(extendedGraphemeClusterLiteral) }
  public typealias ExtendedGraphemeClusterLiteralType = Character
}

@available(iOS 14.0, macOS 11.0, *)
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

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
}
