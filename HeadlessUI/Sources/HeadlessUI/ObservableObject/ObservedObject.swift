#if canImport(Combine)
  import Combine
#else
  @preconcurrency import OpenCombine
#endif

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
///
/// The view re-evaluates when the object's `objectWillChange` publisher emits (any `@Published`
/// property is about to change). The object is owned elsewhere: use `@StateObject` to create it
/// in the view. Passing another instance is a changed input; the same instance is not.
///
/// ```swift
/// // Fragment
/// struct ProfileView: View {
///   @ObservedObject var profile: Profile
///   var body: some View { TextField("Name", text: $profile.name) }
/// }
/// ```
@propertyWrapper @preconcurrency @MainActor
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  /// A wrapper of the underlying observable object that can create bindings to its properties.
  @dynamicMemberLookup @preconcurrency @MainActor
  public struct Wrapper {
    // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
    nonisolated(unsafe) internal let root: ObjectType

    /// Gets a binding to the value of a specified key path.
    ///
    /// - Parameter keyPath: a key path to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      let root = self.root
      return Binding(
        getValue: { root[keyPath: keyPath] }, setValue: { root[keyPath: keyPath] = $0 },
        identity: BindingIdentity(root: root, path: [keyPath]), snapshot: root[keyPath: keyPath])
    }
  }

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal var object: ObjectType

  /// Creates an observed object with an initial value.
  ///
  /// - Parameter initialValue: the object to observe.
  @MainActor @preconcurrency
  public init(initialValue: ObjectType) {
    object = initialValue
  }

  /// Creates an observed object with an initial wrapped value.
  ///
  /// - Parameter wrappedValue: the object to observe.
  @MainActor @preconcurrency
  public init(wrappedValue: ObjectType) {
    object = wrappedValue
  }

  /// The underlying value that the observed object references.
  @MainActor @preconcurrency
  public var wrappedValue: ObjectType {
    get { object }
    set { object = newValue }
  }

  /// A projection of the observed object that creates bindings to its properties.
  @MainActor @preconcurrency
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(root: object) }
}

extension ObservedObject: InstallableProperty {
  @MainActor static func install(at pointer: UnsafeMutableRawPointer, in node: Node, key: Int) {
    let property = pointer.assumingMemoryBound(to: Self.self)
    let subscription = ObjectSubscription<ObjectType>.stored(in: node, key: key)
    subscription.observe(property.pointee.object, for: node)
  }
}
