/// The publishers handed out so far, by scene and event type, and the publishing steps that wait
/// for one: a step built before its publisher existed (its `through:` was still `nil`, as it is in
/// an `onAppear` that runs before the library's own) is not lost.
///
/// A step whose publisher is `nil` takes the publisher of its value's type handed out most
/// recently *in its own scene* whose `.publisher` view still exists; when there is none yet, it
/// waits for the next one of that scene, up to its sequence's seconds. A step that finds none in
/// that time ends its sequence, with one runtime issue (debug builds, unless the sequence opts out
/// of expiry reports) that names the step and the fix.
///
/// The scene is the host at work when the step was published and when the publisher was handed
/// out (``scopeOfWork``): in HeadlessUI, the ``ViewHost`` (one per window of an `AppHost`) whose
/// view or action is running. So a launch link published in one window (or one test's host) is
/// never delivered through another's publisher, however many run side by side. Where the scene is
/// not known (no host at work), steps and publishers meet in one shared scene, as in one window.
///
/// Why a table by scene and type, rather than the step keeping a reference to the app's state: a
/// `PublishingStep` holds the publisher value it was given, and the app's `@State` is written
/// only later; the type, and the scene at work, are all that the step and the library both know.
@MainActor
package enum AwaitedPublishers {
  /// The scene at work now (held weakly), or `nil` when none is known. Installed by the layer
  /// where the platform tells (HeadlessUI's current host); it only reads, and keeps nothing.
  package static var scopeOfWork: @MainActor () -> AnyObject? = { nil }

  /// The latest publisher of each scene and event type, while the registry that issued it exists.
  private static var latest: [Key: Issued] = [:]
  /// The steps waiting for a publisher of each scene and event type, in the order they were published.
  private static var waiters: [Key: [Waiter]] = [:]
  /// Distinguishes waiters, so that an expiry finds its own.
  private static var serial = 0

  /// A scene and an event type. The scene is compared by identity and held weakly: an entry
  /// whose scene is gone matches nothing, even a scene made later at the same address.
  private struct Key: Hashable {
    let scene: ObjectIdentifier?
    let type: ObjectIdentifier
  }

  private struct Issued {
    weak var owner: AnyObject?
    weak var scene: AnyObject?
    let hasScene: Bool
    let publisher: Any
  }

  private struct Waiter {
    let serial: Int
    weak var scene: AnyObject?
    let hasScene: Bool
    let resume: @MainActor (Any) -> Void

    /// Whether this waiter's scene is `scene` (still alive, when it had one).
    func belongs(to scene: AnyObject?) -> Bool {
      hasScene ? (self.scene != nil && self.scene === scene) : scene == nil
    }
  }

  private static func key(_ scene: AnyObject?, _ type: Any.Type) -> Key {
    Key(scene: scene.map(ObjectIdentifier.init), type: ObjectIdentifier(type))
  }

  /// Records `publisher`, handed out by `owner` (its registry) in `scene` (the scene at work when
  /// its view was evaluated): steps of its scene and type that wait for a publisher get it now,
  /// later ones while `owner` exists.
  package static func issued<E: Event>(_ publisher: EventPublisher<E>, by owner: AnyObject, in scene: AnyObject?) {
    let key = key(scene, E.self)
    latest[key] = Issued(owner: owner, scene: scene, hasScene: scene != nil, publisher: publisher)
    guard let waiting = waiters[key] else { return }
    let mine = waiting.filter { $0.belongs(to: scene) }
    // Waiters of a scene that is gone, whose address this one reuses, stay to expire.
    let stale = waiting.filter { !$0.belongs(to: scene) }
    waiters[key] = stale.isEmpty ? nil : stale
    for waiter in mine { waiter.resume(publisher) }
  }

  /// Calls `body` with the publisher of `E` handed out most recently in `scene`, at once if there
  /// is one, or when the next one of `scene` is handed out within `seconds`; otherwise `expired`.
  package static func publisher<E: Event>(
    for type: E.Type, in scene: AnyObject?, within seconds: Double, clock: any PublishingClock,
    _ body: @escaping @MainActor (EventPublisher<E>) -> Void, expired: @escaping @MainActor () -> Void
  ) {
    let key = key(scene, E.self)
    if let issued = latest[key], issued.owner != nil, issued.hasScene == (scene != nil),
      !issued.hasScene || issued.scene === scene,
      let publisher = issued.publisher as? EventPublisher<E>
    {
      body(publisher)
      return
    }
    serial += 1
    let mine = serial
    waiters[key, default: []].append(
      Waiter(serial: mine, scene: scene, hasScene: scene != nil) { publisher in
        if let publisher = publisher as? EventPublisher<E> { body(publisher) }
      })
    clock.wake(at: clock.now + seconds) {
      guard let index = waiters[key]?.firstIndex(where: { $0.serial == mine }) else { return }
      waiters[key]?.remove(at: index)
      if waiters[key]?.isEmpty == true { waiters[key] = nil }
      expired()
    }
  }

  /// How many steps wait for a publisher, in all scenes (a test's view of the table).
  package static var waitingCount: Int { waiters.values.reduce(0) { $0 + $1.count } }
}

extension Messages {
  /// A publishing step built with a `nil` publisher that found none of its type in time;
  /// reported where its sequence was published.
  package static func stepWithoutPublisher(typeName: String, seconds: Double) -> String {
    let waited = seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)"
    return "The step publishing \(typeName) was built with a nil publisher, and no publisher of \(typeName) was handed out within \(waited) s: the sequence stopped at this step. "
      + "Give a view above its screens .publisher(for: \(typeName).self, undelivered: .wait(upTo: …)), which hands its publisher out when that view appears, before any subscriber does."
  }
}
