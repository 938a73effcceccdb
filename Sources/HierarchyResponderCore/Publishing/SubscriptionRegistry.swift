/// The subscribers of one `.publisher(for:id:destination:register:)`: which
/// ones its events reach, and when to hand out a new ``EventPublisher``.
///
/// The registry keeps the list of its subscribers **in tree order**, each with
/// its level (see ``SubscriptionEntry``), and selects from it for its
/// ``destination``:
///
/// - ``PublishingDestination/firstLevel``: the subscribers at the smallest level present;
/// - ``PublishingDestination/lastLevel``: the subscribers at the deepest level present;
/// - ``PublishingDestination/allLevels``: every subscriber.
///
/// Selected subscribers keep the order of the list. Whenever the selection
/// changes (a subscriber added or removed, a level or the destination changed,
/// the order changed), the registry calls ``register`` with a new publisher
/// (a new ``EventPublisher/id``), or with `nil` when nothing is selected any
/// more. Nothing else re-issues: not a handler update, not an unchanged list.
///
/// Two ways to keep the list, both ending in the same selection rules:
///
/// - ``update(entries:)`` replaces the whole list (for a layer that collects
///   subscribers in tree order, for example through a preference);
/// - ``add(_:level:)`` and ``remove(_:)`` keep it in registration order (for a
///   layer that registers subscribers as they appear).
///
/// ```swift
/// let registry = SubscriptionRegistry<ShakeEvent>(id: "shake") { controller.shake = $0 }
/// let home = EventSubscription<ShakeEvent> { _ in print("home") }
/// let detail = EventSubscription<ShakeEvent> { _ in print("detail") }
/// registry.add(home, level: 1)    // registers a publisher reaching `home`
/// registry.add(detail, level: 2)  // registers a new one reaching `detail` only
/// controller.shake?(ShakeEvent()) // prints "detail"
/// registry.remove(detail)         // registers a new one reaching `home`
/// ```
///
/// The SwiftUI layer owns one registry per `.publisher` modifier (in `@State`)
/// and shares it with subscribers through ``SubscriptionContexts``.
@MainActor
public final class SubscriptionRegistry<E: Event> {
  /// The publisher's id (the `id:` of the `.publisher` modifier); it prefixes
  /// the ids of the publishers this registry issues.
  public let id: String

  /// Which subscribers receive the events. Setting a different value
  /// re-selects, and re-issues the publisher when the selection changed
  /// (which calls ``register``: in SwiftUI, set it from `onAppear`/`onChange`,
  /// not while a body is evaluated).
  public var destination: PublishingDestination {
    didSet {
      if destination != oldValue { refresh() }
    }
  }

  /// Receives each new publisher, or `nil` when no subscriber is selected.
  /// Replacing it calls nothing: the next change goes to the new closure.
  public var register: (EventPublisher<E>?) -> Void

  /// Every subscriber, in tree (or registration) order, with its level.
  public private(set) var entries: [SubscriptionEntry<E>] = []

  /// The subscribers that receive published events, in delivery order.
  public private(set) var selection: [EventSubscription<E>] = []

  /// The publisher last handed to ``register`` (`nil` before the first
  /// subscriber and when none is selected).
  public private(set) var publisher: EventPublisher<E>?

  /// Creates an empty registry. It calls `register` for the first time when
  /// a subscriber is selected.
  public init(
    id: String, destination: PublishingDestination = .default,
    register: @escaping (EventPublisher<E>?) -> Void = { _ in }
  ) {
    self.id = id
    self.destination = destination
    self.register = register
  }

  /// Replaces the list of subscribers with `entries`, given in tree order.
  /// Each subscription should appear at most once.
  public func update(entries: [SubscriptionEntry<E>]) {
    guard entries != self.entries else { return }
    self.entries = entries
    refresh()
  }

  /// Adds `subscription` at `level` after every known subscriber; when it is
  /// already known, only its level changes (it keeps its place).
  public func add(_ subscription: EventSubscription<E>, level: Int) {
    let entry = SubscriptionEntry(subscription, level: level)
    if let index = entries.firstIndex(where: { $0.subscription === subscription }) {
      guard entries[index].level != level else { return }
      entries[index] = entry
    } else {
      entries.append(entry)
    }
    refresh()
  }

  /// Removes `subscription`; nothing happens when it is unknown.
  public func remove(_ subscription: EventSubscription<E>) {
    guard let index = entries.firstIndex(where: { $0.subscription === subscription }) else { return }
    entries.remove(at: index)
    refresh()
  }

  /// Delivers `event` synchronously to the current selection, in order, each
  /// subscriber running its current handler. Subscribers added or removed by
  /// a handler take effect from the next event.
  public func publish(_ event: E) {
    for subscription in selection {
      subscription.handler(event)
    }
  }

  /// The subscribers of `entries` (in tree order) that `destination` selects, in order.
  public static func select(
    _ entries: [SubscriptionEntry<E>], for destination: PublishingDestination
  ) -> [EventSubscription<E>] {
    let level: Int
    switch destination {
    case .allLevels:
      return entries.map(\.subscription)
    case .firstLevel:
      guard let smallest = entries.map(\.level).min() else { return [] }
      level = smallest
    case .lastLevel:
      guard let deepest = entries.map(\.level).max() else { return [] }
      level = deepest
    }
    return entries.filter { $0.level == level }.map(\.subscription)
  }

  /// Re-selects, and re-issues the publisher when the selection changed.
  private func refresh() {
    let selection = Self.select(entries, for: destination)
    guard !selection.elementsEqual(self.selection, by: ===) else { return }
    self.selection = selection
    publisher = selection.isEmpty ? nil : issue()
    register(publisher)
  }

  /// A publisher with a new id that delivers to this registry while it exists.
  private func issue() -> EventPublisher<E> {
    PublisherSerial.next += 1
    return EventPublisher(id: "\(id)#\(PublisherSerial.next)") { [weak self] event in
      self?.publish(event)
    }
  }
}

/// The counter that makes every issued publisher id unique in the process.
@MainActor
private enum PublisherSerial {
  static var next = 0
}
