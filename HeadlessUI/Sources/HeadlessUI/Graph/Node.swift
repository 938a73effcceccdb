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
  /// How many times an update gave this node a new value (inputs that changed): a primitive that
  /// renders again with the same count renders from its own state, with the children's values
  /// it had.
  var inputsVersion = 0
  /// Whether this node's container does not show it: a screen a navigation stack covers, a tab
  /// that is not selected. A covered subtree
  /// stays mounted and keeps updating; its views have disappeared.
  /// Set through ``ViewGraph/cover(_:)`` and ``ViewGraph/reveal(_:)``, which also forget what
  /// ``isOnScreen`` remembered.
  var isCovered = false
  /// ``isOnScreen`` as of ``ViewGraph/screenVersion`` `onScreenVersion` (-1: not known).
  private var onScreenVersion = -1
  private var onScreenValue = false
  /// For a view whose appearance matters (``AppearanceParticipant``): whether it has appeared
  /// and not disappeared since.
  var hasAppeared = false
  /// Whether the view is a modifier whose work follows its appearance (``AppearanceParticipant``).
  let isAppearanceParticipant: Bool
  /// How many mounted participants this subtree holds, this node and presented content included:
  /// the walks of a push, a pop or a tab switch skip the subtrees that hold none.
  var participantsInSubtree = 0
  /// For an item of a container that loads its items on demand: the item's loading
  /// (``DeferredLoading``).
  var ownLoading: DeferredLoading?
  var bodyEvaluationCount = 0

  /// The storage of this instance's dynamic properties (`@State` locations, state objects,
  /// subscriptions…), keyed by the property's byte offset in the view value.
  var stateLocations: [Int: AnyObject] = [:]
  /// The `@Environment` values this instance read, keyed like ``stateLocations``.
  private(set) var environmentDependencies: [Int: EnvironmentDependency] = [:]
  /// For a view modifier with a body: the content its `content` placeholders show.
  var modifierContent: ModifierContent?
  private var cachedReference: NodeReference?
  /// Storage a primitive view keeps across updates (running task, last observed value…).
  var primitiveStorage: AnyObject?
  /// The observable properties the latest `body` evaluation read (``ViewGraph/trackingReads(of:_:)``).
  var observation: ObservationRegistration?

  init(graph: ViewGraph, parent: Node?, key: AnyHashable, view: any View, context: RenderContext) {
    self.graph = graph
    self.parent = parent
    self.key = key
    self.view = view
    self.viewType = ObjectIdentifier(type(of: view))
    isAppearanceParticipant = (type(of: view) as? ModifierCarrying.Type)?.modifierType is any AppearanceParticipant.Type
    self.context = context
    self.depth = (parent?.depth ?? -1) + 1
    self.serial = graph.nextSerial()
  }

  var environment: EnvironmentValues { context.environment }

  /// Whether the view is on screen: mounted, and neither it nor an ancestor is covered (a
  /// presented sheet is on screen when its presenter is).
  ///
  /// Remembered until a node is covered, revealed or unmounted anywhere in the graph (each bumps
  /// ``ViewGraph/screenVersion``), so that the
  /// views a deep tree inserts do not each walk up to the root.
  var isOnScreen: Bool {
    let version = graph.screenVersion
    var unknown: [Node] = []
    var current: Node? = self
    var onScreen = true
    while let node = current {
      if node.onScreenVersion == version {
        onScreen = node.onScreenValue
        break
      }
      unknown.append(node)
      current = node.parent
    }
    for node in unknown.reversed() {
      onScreen = onScreen && !node.isCovered && node.isMounted
      node.onScreenVersion = version
      node.onScreenValue = onScreen
    }
    return onScreen
  }

  /// The thread-safe handle that storage and observers use to invalidate this node.
  var reference: NodeReference {
    if let cachedReference { return cachedReference }
    let made = NodeReference(self, inbox: graph.inbox)
    cachedReference = made
    return made
  }

  /// Remembers that this instance read `value` from `source` (an `@Environment` property).
  func recordEnvironmentDependency<Value>(key: Int, source: EnvironmentSource<Value>, value: Value) {
    if let existing = environmentDependencies[key] as? TypedEnvironmentDependency<Value> {
      existing.source = source
      existing.value = value
      existing.version = environment.version
    } else {
      environmentDependencies[key] = TypedEnvironmentDependency(source: source, value: value, version: environment.version)
    }
  }

  /// The value this instance read from `source` before, while its environment is the one it was
  /// read from (`nil` otherwise): a property whose environment did not change is not read again.
  func keptEnvironmentValue<Value>(key: Int, source: EnvironmentSource<Value>) -> Value? {
    (environmentDependencies[key] as? TypedEnvironmentDependency<Value>)?.keptValue(for: source, in: environment)
  }

  /// Whether an environment value this instance read differs in `environment`.
  func environmentDependenciesChanged(in environment: EnvironmentValues) -> Bool {
    environmentDependencies.values.contains { $0.hasChanged(in: environment) }
  }

  /// Adds `change` to the participant count of this node and its ancestors.
  func countParticipants(_ change: Int) {
    var current: Node? = self
    while let node = current {
      node.participantsInSubtree += change
      current = node.parent
    }
  }

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
