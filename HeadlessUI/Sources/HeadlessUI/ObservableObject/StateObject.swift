#if canImport(Combine)
  import Combine
#else
  @preconcurrency import OpenCombine
#endif

/// A property wrapper type that instantiates an observable object.
///
/// The object is created once per mounted instance of the view, the first time it is needed, and
/// lives as long as the view's identity (Apple's `StateObject` documentation: "SwiftUI creates a
/// new instance of the model object only once during the lifetime of the container that declares
/// the state object"). The view re-evaluates when the object announces a change.
///
/// ```swift
/// // Fragment
/// struct LibraryView: View {
///   @StateObject private var library = Library()
///   var body: some View { Text("\(library.books.count) books") }
/// }
/// ```
@propertyWrapper @preconcurrency @MainActor
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let thunk: () -> ObjectType
  nonisolated(unsafe) internal var installed: ObjectType?

  /// Creates a new state object with an initial wrapped value (evaluated once per view identity).
  ///
  /// - Parameter thunk: makes the object, the first time the view needs it.
  nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    self.thunk = thunk
    installed = nil
  }

  /// The underlying value referenced by the state object.
  ///
  /// Outside a mounted view, each read makes a new object (SwiftUI warns in that case too).
  @MainActor @preconcurrency
  public var wrappedValue: ObjectType { installed ?? thunk() }

  /// A projection of the state object that creates bindings to its properties.
  @MainActor @preconcurrency
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: wrappedValue) }
}

extension StateObject: InstallableProperty {
  @MainActor static func install(at pointer: UnsafeMutableRawPointer, in node: Node, key: Int) {
    let property = pointer.assumingMemoryBound(to: Self.self)
    let subscription = ObjectSubscription<ObjectType>.stored(in: node, key: key)
    let object = subscription.object ?? property.pointee.thunk()
    if subscription.object == nil, let hosted = object as? HostedObject {
      hosted.mounted(inHost: ObjectIdentifier(node.graph))
      subscription.registerWork(of: hosted, in: node.graph)
    }
    subscription.observe(object, for: node)
    property.pointee.installed = object
  }
}

extension StateObject: InputComparable {
  /// A state object never makes a view "changed": the object belongs to the mounted instance.
  @MainActor static func inputsAreEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool { true }
}
