// Declarations the layer's per-instance storage (`@StateObject`) and publishing order
// (preferences) use and the shared shadow lacks (compiled into the SwiftUI shadow by
// `APPLE_CHECK_EXTRA=.apple-check`). Shapes from Apple's iOS 18.0 SDK interfaces; bodies are stubs.
// Each declaration names the interface it comes from and quotes its declaration line there (search
// the file for the quote): "SwiftUI" is iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/
// Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface, "SwiftUICore" the same path under
// SwiftUICore.framework. `import SwiftUI` re-exports Combine: its `ObservableObject` (Combine's
// interface, not SwiftUI's) is declared here, in the SwiftUI shadow, because the check has no
// Combine shadow.

// MARK: Combine (re-exported by SwiftUI): ObservableObjectPublisher, ObservableObject
// Combine.swiftinterface: `final public class ObservableObjectPublisher : Combine.Publisher {`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class ObservableObjectPublisher : Publisher {
  public typealias Output = Void
  public typealias Failure = Never
  public init() {}
  final public func send() {}
}

// Combine.swiftinterface: `public protocol ObservableObject : AnyObject {` with
// `associatedtype ObjectWillChangePublisher : Combine.Publisher = Combine.ObservableObjectPublisher
// where Self.ObjectWillChangePublisher.Failure == Swift.Never`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject : AnyObject {
  associatedtype ObjectWillChangePublisher : Publisher = ObservableObjectPublisher
    where Self.ObjectWillChangePublisher.Failure == Never
  var objectWillChange: Self.ObjectWillChangePublisher { get }
}

// Combine.swiftinterface: `extension Combine.ObservableObject where Self.ObjectWillChangePublisher
// == Combine.ObservableObjectPublisher { public var objectWillChange: Combine.ObservableObjectPublisher { get } }`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

// MARK: SwiftUICore: StateObject
// SwiftUICore: `@frozen @propertyWrapper @preconcurrency @_Concurrency.MainActor
// public struct StateObject<ObjectType> : SwiftUICore.DynamicProperty where ObjectType :
// Combine.ObservableObject {` (`@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)`),
// with `@inlinable nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)`
// and `@_Concurrency.MainActor @preconcurrency public var wrappedValue: ObjectType { get }`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper @preconcurrency @MainActor public struct StateObject<ObjectType> : DynamicProperty where ObjectType : ObservableObject {
  @inlinable nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
  @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
}

// MARK: SwiftUICore: PreferenceKey, transformPreference
// SwiftUICore.swiftinterface: `public protocol PreferenceKey {` with `associatedtype Value`,
// `static var defaultValue: Self.Value { get }` and
// `static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
  static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // SwiftUICore.swiftinterface: `@inlinable nonisolated public func transformPreference<K>(_ key:
  // K.Type = K.self, _ callback: @escaping (inout K.Value) -> Swift.Void) -> some SwiftUICore.View
  // where K : SwiftUICore.PreferenceKey`
  nonisolated public func transformPreference<K>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View where K : PreferenceKey { modifier(EmptyModifier()) }

  // MARK: SwiftUI: onPreferenceChange
  // SwiftUI.swiftinterface (iOS 18.0): `@inlinable nonisolated public func onPreferenceChange<K>(_
  // key: K.Type = K.self, perform action: @escaping (K.Value) -> Swift.Void) -> some
  // SwiftUICore.View where K : SwiftUICore.PreferenceKey, K.Value : Swift.Equatable`
  nonisolated public func onPreferenceChange<K>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K : PreferenceKey, K.Value : Equatable { modifier(EmptyModifier()) }
}

// MARK: SwiftUI: NavigationStack, navigationDestination, TabView, tabItem (the articles' examples)
// SwiftUI: `@_Concurrency.MainActor @preconcurrency public struct NavigationStack<Data, Root> :
// SwiftUICore.View where Root : SwiftUICore.View {` with `nonisolated public init(path:
// SwiftUICore.Binding<Data>, @SwiftUICore.ViewBuilder root: () -> Root) where Data :
// Swift.MutableCollection, Data : Swift.RandomAccessCollection, Data :
// Swift.RangeReplaceableCollection, Data.Element : Swift.Hashable` (iOS 16.0, macOS 13.0, tvOS 16.0,
// watchOS 9.0), and `@available(*, unavailable) extension SwiftUI.NavigationStack : Swift.Sendable`.
// Only the form the examples use.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct NavigationStack<Data, Root> : View where Root : View {
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data : MutableCollection, Data : RandomAccessCollection, Data : RangeReplaceableCollection, Data.Element : Hashable {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension NavigationStack : Sendable {}

// SwiftUI: `@_Concurrency.MainActor @preconcurrency public struct TabView<SelectionValue,
// Content> : SwiftUICore.View where SelectionValue : Swift.Hashable, Content : SwiftUICore.View {`
// (iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0), `@available(*, unavailable) extension
// SwiftUI.TabView : Swift.Sendable`, and, in an extension `where SelectionValue == Swift.Int`,
// `nonisolated public init(@SwiftUICore.ViewBuilder content: () -> Content)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct TabView<SelectionValue, Content> : View where SelectionValue : Hashable, Content : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension TabView : Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension TabView where SelectionValue == Int {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension View {
  // SwiftUI: `nonisolated public func navigationDestination<D, C>(for data: D.Type,
  // @SwiftUICore.ViewBuilder destination: @escaping (D) -> C) -> some SwiftUICore.View where D :
  // Swift.Hashable, C : SwiftUICore.View` (iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D : Hashable, C : View { modifier(EmptyModifier()) }

  // SwiftUI: `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *) extension
  // SwiftUICore.View { @available(iOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)`
  // and related initializers instead") (the same for macOS, tvOS, watchOS) nonisolated public func
  // tabItem<V>(@SwiftUICore.ViewBuilder _ label: () -> V) -> some SwiftUICore.View where V :
  // SwiftUICore.View }`
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
  @available(iOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
  @available(macOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
  @available(tvOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
  @available(watchOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
  nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V : View { modifier(EmptyModifier()) }
}
