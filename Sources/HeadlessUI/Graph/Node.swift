/// How a detached subtree hangs off its presenting node.
enum PresentationRole {
  case none
  case sheet
  case alert
}

/// One mounted view: its identity, its current value, the state it owns and its children.
///
/// A node lives exactly as long as its view's identity (structural position and type, or `ForEach`
/// id); state stored here is therefore reset when the identity changes.
@MainActor
final class Node {
  unowned let graph: ViewGraph
  private(set) weak var parent: Node?
  let key: AnyHashable
  let viewType: ObjectIdentifier
  let depth: Int
  let serial: Int
  var role: PresentationRole = .none

  /// The latest value of the view this node shows.
  var view: any View
  var context: RenderContext
  var children: [Node] = []
  /// Detached subtrees this node presents (sheet content, alert actions and message).
  var presented: [Node] = []

  var isDirty = false
  var isMounted = true
  var bodyEvaluationCount = 0

  /// `@State` storage keyed by the property's path in the view value (`_count`, `_model._flag`…).
  var stateLocations: [String: AnyObject] = [:]
  /// Storage a primitive view keeps across updates (running task, last observed value…).
  var primitiveStorage: AnyObject?

  init(graph: ViewGraph, parent: Node?, key: AnyHashable, view: any View, context: RenderContext) {
    self.graph = graph
    self.parent = parent
    self.key = key
    self.view = view
    self.viewType = ObjectIdentifier(type(of: view))
    self.context = context
    self.depth = (parent?.depth ?? -1) + 1
    self.serial = graph.nextSerial()
  }

  var environment: EnvironmentValues { context.environment }

  /// Marks this node for re-evaluation at the next update.
  func invalidate() {
    guard isMounted else { return }
    graph.invalidate(self)
  }

  /// Typed access to ``primitiveStorage``, creating it on first use.
  func storage<S: AnyObject>(_ make: () -> S) -> S {
    if let existing = primitiveStorage as? S { return existing }
    let created = make()
    primitiveStorage = created
    return created
  }

  /// `view as? T`, except that an `Optional` view is never taken for the view it wraps (a dynamic
  /// cast would unwrap it).
  func view<T>(as type: T.Type) -> T? {
    view is OptionalView ? nil : view as? T
  }

  /// The view's type name without module qualification.
  var typeName: String { String(describing: type(of: view)) }
}
