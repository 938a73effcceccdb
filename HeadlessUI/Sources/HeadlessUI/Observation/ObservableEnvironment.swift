import Observation

extension EnvironmentValues {
  /// Reads or writes an observable object stored by its type (what `environment(_ object:)` sets
  /// and `@Environment(Model.self)` reads).
  ///
  /// - Parameter objectType: the type the object is stored under.
  /// - Returns: the object an ancestor stored under `objectType`, or `nil` when none did.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public subscript<T>(objectType: T.Type) -> T? where T: AnyObject, T: Observable {
    get { object(of: objectType) as? T }
    set { setObject(newValue, of: objectType) }
  }
}

extension Environment {
  /// Creates an environment property to read an observable object from the environment.
  ///
  /// When no ancestor placed an object of that type with `environment(_:)`, SwiftUI stops the
  /// program with its message ("No Observable object of type … found"). HeadlessUI reports that
  /// message instead of evaluating the view's body: a test failure under a test runner (the
  /// process lives on; see ``ViewHost/issues``), SwiftUI's stop elsewhere.
  ///
  /// ```swift
  /// @Environment(Library.self) private var library
  /// ```
  ///
  /// - Parameter objectType: the type of the object to read.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
    self.init(source: .requiredObject(message: missingObservableMessage(Value.self)) { environment in
      environment[objectType]
    })
  }

  /// Creates an environment property to read an observable object from the environment,
  /// `nil` when no ancestor placed one.
  ///
  /// ```swift
  /// @Environment(Library.self) private var library: Library?
  /// ```
  ///
  /// - Parameter objectType: the type of the object to read.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
    self.init(source: .object { environment in environment[objectType] })
  }
}

/// SwiftUI's message when `@Environment(T.self)` finds no object, word for word: it names
/// `environmentObject(_:)` although `environment(_:)` places observable objects (as reported from
/// SwiftUICore/Environment+Objects.swift in nalexn/ViewInspector#423).
func missingObservableMessage(_ type: Any.Type) -> String {
  "No Observable object of type \(type) found. A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view."
}

extension View {
  /// Places an observable object in the view's environment, for `@Environment(T.self)` below.
  ///
  /// ```swift
  /// // Fragment
  /// ContentView().environment(library)
  /// ```
  ///
  /// - Parameter object: the object to store under its type (`nil` removes it).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
    modifier(EnvironmentObjectModifier(object: object, type: T.self))
  }
}

/// Stores an object in the environment under a type, keeping the environment it produced while
/// neither the incoming environment nor the object changed.
nonisolated struct EnvironmentObjectModifier: ViewModifier {
  typealias Body = Never
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) let object: AnyObject?
  let type: Any.Type
}

@MainActor
extension EnvironmentObjectModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    var context = node.context
    if let last = node.primitiveStorage as? ProducedEnvironment<AnyObject?>,
       last.source === context.environment.version, last.value === object {
      context.environment = last.produced
    } else {
      let source = context.environment.version
      context.environment.setObject(object, of: type)
      node.primitiveStorage = ProducedEnvironment(source: source, value: object, produced: context.environment)
    }
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: content)], context: context)
  }

  func describe() -> String { ".environment(\(type))" }
}
