/// The publishers handed out so far, by event type, and the publishing steps that wait for one:
/// a step built before its publisher existed (its `through:` was still `nil`, as it is in an
/// `onAppear` that runs before the library's own) is not lost.
///
/// A step whose publisher is `nil` takes the publisher of its value's type handed out most
/// recently whose `.publisher` view still exists; when there is none yet, it waits for the next
/// one, up to its sequence's seconds. A step that finds none in that time ends its sequence, with
/// one runtime issue (debug builds, unless the sequence opts out of expiry reports) that names the
/// step and the fix.
///
/// Why a table by type, rather than the step keeping a reference to the app's state: a
/// `PublishingStep` holds the publisher value it was given, and the app's `@State` is written
/// only later; the type is all that the step and the library both know.
@MainActor
package enum AwaitedPublishers {
  /// The latest publisher of each event type, while the registry that issued it exists.
  private static var latest: [ObjectIdentifier: Issued] = [:]
  /// The steps waiting for a publisher of each event type, in the order they were published.
  private static var waiters: [ObjectIdentifier: [Waiter]] = [:]
  /// Distinguishes waiters, so that an expiry finds its own.
  private static var serial = 0

  private struct Issued {
    weak var owner: AnyObject?
    let publisher: Any
  }

  private struct Waiter {
    let serial: Int
    let resume: @MainActor (Any) -> Void
  }

  /// Records `publisher`, handed out by `owner` (its registry): steps of its type that wait for a
  /// publisher get it now, later ones while `owner` exists.
  package static func issued<E: Event>(_ publisher: EventPublisher<E>, by owner: AnyObject) {
    let key = ObjectIdentifier(E.self)
    latest[key] = Issued(owner: owner, publisher: publisher)
    guard let waiting = waiters.removeValue(forKey: key) else { return }
    for waiter in waiting { waiter.resume(publisher) }
  }

  /// Calls `body` with the publisher of `E` handed out most recently, at once if there is one,
  /// or when the next one is handed out within `seconds`; otherwise `expired`.
  package static func publisher<E: Event>(
    for type: E.Type, within seconds: Double, clock: any PublishingClock,
    _ body: @escaping @MainActor (EventPublisher<E>) -> Void, expired: @escaping @MainActor () -> Void
  ) {
    let key = ObjectIdentifier(E.self)
    if let issued = latest[key], issued.owner != nil, let publisher = issued.publisher as? EventPublisher<E> {
      body(publisher)
      return
    }
    serial += 1
    let mine = serial
    waiters[key, default: []].append(Waiter(serial: mine) { publisher in
      if let publisher = publisher as? EventPublisher<E> { body(publisher) }
    })
    clock.wake(at: clock.now + seconds) {
      guard let index = waiters[key]?.firstIndex(where: { $0.serial == mine }) else { return }
      waiters[key]?.remove(at: index)
      if waiters[key]?.isEmpty == true { waiters[key] = nil }
      expired()
    }
  }
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
