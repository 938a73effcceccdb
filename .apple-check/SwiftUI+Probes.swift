// Declarations the SwiftUI probes' scenarios (Tests/SwiftUIProbes) use and the shared shadow lacks
// (compiled into the SwiftUI shadow by `APPLE_CHECK_EXTRA=.apple-check`). Shapes from Apple's iOS
// 18.0 SDK interfaces (xybp888/iOS-SDKs, iPhoneOS18.0.sdk, the SwiftUI and SwiftUICore
// `.swiftinterface` files); bodies are stubs. Positions in those files were not located: each
// comment quotes the declaration.

// MARK: SwiftUICore: task(priority:_:), task(id:priority:_:) (iOS 15)
// SwiftUICore.swiftinterface (position not located): in `@available(iOS 15.0, macOS 12.0, tvOS
// 15.0, watchOS 8.0, *) extension SwiftUICore.View`, `@inlinable nonisolated public func
// task(priority: _Concurrency.TaskPriority = .userInitiated, @_inheritActorContext _ action:
// @escaping @Sendable () async -> Swift.Void) -> some SwiftUICore.View` and `@inlinable nonisolated
// public func task<T>(id value: T, priority: _Concurrency.TaskPriority = .userInitiated,
// @_inheritActorContext _ action: @escaping @Sendable () async -> Swift.Void) -> some
// SwiftUICore.View where T : Swift.Equatable`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View { modifier(EmptyModifier()) }
  nonisolated public func task<T>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View where T : Equatable { modifier(EmptyModifier()) }
}

// MARK: SwiftUI: FocusState (iOS 15)
// SwiftUI.swiftinterface (position not located): `@available(iOS 15.0, macOS 12.0, tvOS 15.0,
// watchOS 8.0, *) @frozen @propertyWrapper public struct FocusState<Value> :
// SwiftUICore.DynamicProperty where Value : Swift.Hashable {` with `@frozen @propertyWrapper public
// struct Binding { public var wrappedValue: Value { get nonmutating set } public var
// projectedValue: SwiftUI.FocusState<Value>.Binding { get } }`, `public var wrappedValue: Value {
// get nonmutating set }`, `public var projectedValue: SwiftUI.FocusState<Value>.Binding { get }`,
// `public init() where Value == Swift.Bool` and `public init<T>() where Value == T?, T :
// Swift.Hashable`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen @propertyWrapper public struct FocusState<Value> : DynamicProperty where Value : Hashable {
  @frozen @propertyWrapper public struct Binding {
    // Apple's initializer is internal (the stub needs one, so that no public `init()` is implied).
    internal init(stub: Void) {}
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }
    public var projectedValue: FocusState<Value>.Binding { self }
  }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: FocusState<Value>.Binding { fatalError() }
  public init() where Value == Bool {}
  public init<T>() where Value == T?, T : Hashable {}
}

// MARK: SwiftUI: focused(_:equals:), focused(_:) (iOS 15)
// SwiftUI.swiftinterface (position not located): in `@available(iOS 15.0, macOS 12.0, tvOS 15.0,
// watchOS 8.0, *) extension SwiftUICore.View`, `nonisolated public func focused<Value>(_ binding:
// SwiftUI.FocusState<Value>.Binding, equals value: Value) -> some SwiftUICore.View where Value :
// Swift.Hashable` and `nonisolated public func focused(_ condition:
// SwiftUI.FocusState<Swift.Bool>.Binding) -> some SwiftUICore.View`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value : Hashable { modifier(EmptyModifier()) }
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { modifier(EmptyModifier()) }
}

// TabView(selection:content:) with views (iOS 13) is declared in SwiftUI+DeepLinks.swift.
