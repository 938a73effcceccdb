#if canImport(Combine)
  import Combine
#else
  @preconcurrency import OpenCombine
#endif

/// A mounted view's subscription to an `ObservableObject`: the object's `objectWillChange`
/// invalidates the view (SwiftUI re-evaluates the views that observe an object when it announces
/// a change: `ObservableObject` and `ObservedObject` documentation).
@MainActor
final class ObjectSubscription<ObjectType: ObservableObject> {
  private(set) var object: ObjectType?
  private var cancellable: AnyCancellable?
  /// The registration that lets the host wait for the object's work, when it is a ``HostedObject``.
  private var workRegistration: HostedWorkRegistration?

  /// The subscription `node` keeps for its property `key`, made on first use.
  static func stored(in node: Node, key: Int) -> ObjectSubscription {
    if let existing = node.stateLocations[key] as? ObjectSubscription { return existing }
    let made = ObjectSubscription()
    node.stateLocations[key] = made
    return made
  }

  /// Lets the host of `graph` wait for the work of `hosted`, the object this subscription keeps,
  /// for as long as the subscription (its view's mounted instance) lives.
  func registerWork(of hosted: any HostedObject, in graph: ViewGraph) {
    let registration = HostedWorkRegistration(hosted)
    workRegistration = registration
    OutsideWork.register(registration, in: graph) { $0.object.hasWorkRunning }
  }

  /// Observes `object` for `node`, replacing a subscription to another object.
  func observe(_ object: ObjectType, for node: Node) {
    guard self.object !== object else { return }
    self.object = object
    let reference = node.reference
    // `@Sendable`: a closure formed here would otherwise be main-actor isolated, and a change
    // announced from another thread would stop the program at the runtime isolation check.
    cancellable = object.objectWillChange.sink { @Sendable _ in reference.invalidateForChangedModel() }
  }
}
