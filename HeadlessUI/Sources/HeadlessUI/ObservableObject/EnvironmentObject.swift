#if canImport(Combine)
  import Combine
#else
  @preconcurrency import OpenCombine
#endif

/// A property wrapper type for an observable object that a parent or ancestor view supplies.
///
/// The object is the one an ancestor placed with `environmentObject(_:)`; the view re-evaluates
/// when it announces a change, or when an ancestor supplies another object. When no ancestor
/// supplied one, the property holds nothing and the view works as long as it does not read it;
/// reading it stops the program with SwiftUI's message ("No ObservableObject of type … found"),
/// under a test runner too, since the getter has no value to return.
///
/// ```swift
/// // Fragment
/// struct CartBadge: View {
///   @EnvironmentObject var cart: Cart
///   var body: some View { Text("\(cart.items.count)") }
/// }
/// ```
@propertyWrapper @preconcurrency @MainActor
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  /// A wrapper of the underlying environment object that can create bindings to its properties.
  @dynamicMemberLookup @preconcurrency @MainActor
  public struct Wrapper {
    // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
    nonisolated(unsafe) internal let root: ObjectType

    /// Returns a binding to the resulting value of a given key path.
    ///
    /// - Parameter keyPath: a key path to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      ObservedObject<ObjectType>.Wrapper(root: root)[dynamicMember: keyPath]
    }
  }

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal var installed: ObjectType?

  /// Creates an environment object.
  @MainActor @preconcurrency
  public init() {
    installed = nil
  }

  /// The underlying value referenced by the environment object.
  ///
  /// Reading it when no ancestor supplied an object is a fatal error, as in SwiftUI.
  @MainActor @preconcurrency
  public var wrappedValue: ObjectType {
    guard let installed else { fatalError(missingEnvironmentObjectMessage(ObjectType.self)) }
    return installed
  }

  /// A projection of the environment object that creates bindings to its properties.
  @MainActor @preconcurrency
  public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { Wrapper(root: wrappedValue) }
}

/// SwiftUI's message when `@EnvironmentObject` finds no object.
func missingEnvironmentObjectMessage(_ type: Any.Type) -> String {
  "No ObservableObject of type \(type) found. A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view."
}

extension EnvironmentObject: InstallableProperty {
  @MainActor static func install(at pointer: UnsafeMutableRawPointer, in node: Node, key: Int) {
    let property = pointer.assumingMemoryBound(to: Self.self)
    let source = EnvironmentSource<AnyObject?>.object { $0.object(of: ObjectType.self) }
    let found = source.read(from: node.environment)
    node.recordEnvironmentDependency(key: key, source: source, value: found)
    // SwiftUI's update stores `nil` for a missing object and only the getter fails (its
    // `wrappedValue` is `guard let store = _store else { error() }`; MissingObjectTests cites the
    // source), so a view that never reads it works.
    guard let object = found as? ObjectType else {
      property.pointee.installed = nil
      return
    }
    let subscription = ObjectSubscription<ObjectType>.stored(in: node, key: key)
    subscription.observe(object, for: node)
    property.pointee.installed = object
  }
}

extension EnvironmentObject: InputComparable {
  /// An environment object field never makes a view "changed": what it reads is a dependency.
  @MainActor static func inputsAreEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool { true }
}

extension View {
  /// Supplies an observable object to a view subtree, for `@EnvironmentObject` below.
  ///
  /// ```swift
  /// // Fragment
  /// CartView().environmentObject(cart)
  /// ```
  ///
  /// - Parameter object: the object to store under its type.
  nonisolated public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject {
    modifier(EnvironmentObjectModifier(object: object, type: T.self))
  }
}
