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
///   layer that registers subscribers as they appear). Both cost O(1) for the
///   usual cases (a subscriber appearing, the last one disappearing), whatever
///   the number of subscribers: subscribing S nested screens costs O(S).
///
/// Publishing is bounded like dispatch (ARCHITECTURE.md, rule 6): a subscriber
/// may publish while it handles an event, but publishes nested more than 64
/// deep (the dispatch depth limit), or past 100,000 deliveries caused by one
/// top-level publish, are dropped, with one runtime issue for that top-level
/// publish.
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
  /// the ids of the publishers this registry issues. When none was given, it is
  /// made once, when first needed, from the event type and a number unique in
  /// the process (`ShakeEvent-3`), and stays the same for the registry's life.
  public var id: String {
    if let givenID { return givenID }
    PublisherSerial.next += 1
    let made = "\(E.self)-\(PublisherSerial.next)"
    givenID = made
    return made
  }

  private var givenID: String?

  /// Which subscribers receive the events. Setting a different value
  /// re-selects, and re-issues the publisher when the selection changed
  /// (which calls ``register``: in SwiftUI, set it from `onAppear`/`onChange`,
  /// not while a body is evaluated).
  public var destination: PublishingDestination {
    didSet {
      guard destination != oldValue else { return }
      let before = Self.selection(of: slotsSelected(by: oldValue))
      if !before.elementsEqual(selection, by: ===) { reissue() }
    }
  }

  /// Receives each new publisher, or `nil` when no subscriber is selected.
  /// Replacing it calls nothing: the next change goes to the new closure.
  public var register: (EventPublisher<E>?) -> Void

  /// The publisher last handed to ``register`` (`nil` before the first
  /// subscriber and when none is selected).
  public private(set) var publisher: EventPublisher<E>?

  /// One subscriber: its level and its place in the list.
  private final class Slot {
    let subscription: EventSubscription<E>
    var level: Int
    let order: Int

    init(_ subscription: EventSubscription<E>, level: Int, order: Int) {
      self.subscription = subscription
      self.level = level
      self.order = order
    }
  }

  /// Every subscriber, by identity.
  private var slots: [ObjectIdentifier: Slot] = [:]
  /// Every subscriber in list order.
  private var ordered: [Slot] = []
  /// The subscribers of each level present, in list order.
  private var levels: [Int: [Slot]] = [:]
  /// The smallest and the deepest level present (meaningless when empty).
  private var smallestLevel = 0
  private var deepestLevel = 0
  /// The place the next subscriber added takes.
  private var nextOrder = 0

  /// Creates an empty registry. It calls `register` for the first time when
  /// a subscriber is selected.
  ///
  /// - Parameters:
  ///   - id: The prefix of the issued publishers' ids; `nil` makes one (see ``id``).
  ///   - destination: Which subscribers receive the events.
  ///   - register: Receives each new publisher.
  public init(
    id: String? = nil, destination: PublishingDestination = .default,
    register: @escaping (EventPublisher<E>?) -> Void = { _ in }
  ) {
    self.givenID = id
    self.destination = destination
    self.register = register
  }

  /// Every subscriber, in tree (or registration) order, with its level.
  public var entries: [SubscriptionEntry<E>] {
    ordered.map { SubscriptionEntry($0.subscription, level: $0.level) }
  }

  /// The subscribers that receive published events, in delivery order.
  public var selection: [EventSubscription<E>] {
    Self.selection(of: slotsSelected(by: destination))
  }

  /// Replaces the list of subscribers with `entries`, given in tree order.
  /// Each subscription should appear at most once.
  ///
  /// When the selection changes, a new publisher is issued (see
  /// ``init(id:destination:register:)``).
  ///
  /// - Parameter entries: Every subscriber with its level, in tree order; after the first
  ///   entry for a subscription, later ones for it are ignored.
  public func update(entries: [SubscriptionEntry<E>]) {
    guard !entries.elementsEqual(ordered, by: { $0.subscription === $1.subscription && $0.level == $1.level }) else {
      return
    }
    let before = selection
    slots = [:]
    ordered = []
    levels = [:]
    for entry in entries where slots[ObjectIdentifier(entry.subscription)] == nil {
      insertNew(entry.subscription, level: entry.level)
    }
    if !before.elementsEqual(selection, by: ===) { reissue() }
  }

  /// Adds `subscription` at `level` after every known subscriber; when it is
  /// already known, only its level changes (it keeps its place).
  ///
  /// - Parameters:
  ///   - subscription: The subscriber to add (or to move to `level`).
  ///   - level: Its nesting level below the publisher (1 = outermost).
  public func add(_ subscription: EventSubscription<E>, level: Int) {
    if let slot = slots[ObjectIdentifier(subscription)] {
      guard slot.level != level else { return }
      let before = selection
      removeFromLevel(slot)
      slot.level = level
      insertIntoLevel(slot)
      if !before.elementsEqual(selection, by: ===) { reissue() }
      return
    }
    insertNew(subscription, level: level)
    // A new subscriber changes the selection exactly when it is selected.
    switch destination {
    case .allLevels: reissue()
    case .lastLevel: if level == deepestLevel { reissue() }
    case .firstLevel: if level == smallestLevel { reissue() }
    }
  }

  /// Removes `subscription`; nothing happens when it is unknown.
  ///
  /// - Parameter subscription: The subscriber to remove.
  public func remove(_ subscription: EventSubscription<E>) {
    guard let slot = slots.removeValue(forKey: ObjectIdentifier(subscription)) else { return }
    let wasSelected: Bool
    switch destination {
    case .allLevels: wasSelected = true
    case .lastLevel: wasSelected = slot.level == deepestLevel
    case .firstLevel: wasSelected = slot.level == smallestLevel
    }
    // Screens usually leave in the reverse order of their arrival: search from the end.
    if let index = ordered.lastIndex(where: { $0 === slot }) { ordered.remove(at: index) }
    removeFromLevel(slot)
    if wasSelected { reissue() }
  }

  /// Delivers `event` synchronously to the current selection, in order, each
  /// subscriber running its current handler. Subscribers added or removed by
  /// a handler take effect from the next event.
  ///
  /// A publish made by a subscriber while it handles is nested; nested
  /// publishes are bounded (see the type's documentation).
  ///
  /// - Parameters:
  ///   - event: The event to deliver.
  ///   - origin: Where the publish was called, for the runtime issue of a dropped publish.
  public func publish(_ event: E, from origin: ResponderSite? = nil) {
    let recipients = selection
    guard PublishingBudget.enter(deliveries: recipients.count, type: E.self, origin: origin) else { return }
    defer { PublishingBudget.leave() }
    for subscription in recipients {
      subscription.handler(event)
    }
  }

  /// The subscribers of `entries` (in tree order) that `destination` selects, in order.
  ///
  /// - Parameters:
  ///   - entries: Subscribers with their levels, in tree order.
  ///   - destination: Which levels receive the events.
  /// - Returns: Every subscription for ``PublishingDestination/allLevels``; otherwise those at
  ///   the smallest (``PublishingDestination/firstLevel``) or deepest
  ///   (``PublishingDestination/lastLevel``) level present; empty when `entries` is.
  public static func select(
    _ entries: [SubscriptionEntry<E>], for destination: PublishingDestination
  ) -> [EventSubscription<E>] {
    let level: Int
    switch destination {
    case .allLevels:
      return entries.map(\.subscription)
    case .firstLevel:
      guard let smallest = entries.lazy.map(\.level).min() else { return [] }
      level = smallest
    case .lastLevel:
      guard let deepest = entries.lazy.map(\.level).max() else { return [] }
      level = deepest
    }
    return entries.filter { $0.level == level }.map(\.subscription)
  }

  // MARK: - Keeping the levels

  private func insertNew(_ subscription: EventSubscription<E>, level: Int) {
    let slot = Slot(subscription, level: level, order: nextOrder)
    nextOrder += 1
    slots[ObjectIdentifier(subscription)] = slot
    ordered.append(slot)
    insertIntoLevel(slot)
  }

  /// Puts `slot` among the subscribers of its level, in list order.
  private func insertIntoLevel(_ slot: Slot) {
    if levels.isEmpty {
      smallestLevel = slot.level
      deepestLevel = slot.level
    } else {
      smallestLevel = min(smallestLevel, slot.level)
      deepestLevel = max(deepestLevel, slot.level)
    }
    let index = Self.place(of: slot, in: levels[slot.level] ?? [])
    levels[slot.level, default: []].insert(slot, at: index)
  }

  /// Where `slot` goes among `peers` (sorted by list order): the end in the usual case.
  private static func place(of slot: Slot, in peers: [Slot]) -> Int {
    guard let last = peers.last, last.order > slot.order else { return peers.count }
    var low = 0, high = peers.count
    while low < high {
      let middle = (low + high) / 2
      if peers[middle].order < slot.order { low = middle + 1 } else { high = middle }
    }
    return low
  }

  private func removeFromLevel(_ slot: Slot) {
    let level = slot.level
    guard var peers = levels.removeValue(forKey: level) else { return }
    if let index = peers.lastIndex(where: { $0 === slot }) { peers.remove(at: index) }
    guard peers.isEmpty else {
      levels[level] = peers
      return
    }
    guard !levels.isEmpty else { return }
    if level == deepestLevel { deepestLevel = nearestLevel(from: level, step: -1) }
    if level == smallestLevel { smallestLevel = nearestLevel(from: level, step: 1) }
  }

  /// The first level present from `level` in the direction of `step` (levels
  /// are usually contiguous: the walk is short; a long gap falls back to a scan).
  private func nearestLevel(from level: Int, step: Int) -> Int {
    var candidate = level
    for _ in 0..<64 {
      candidate += step
      if levels[candidate] != nil { return candidate }
    }
    let present = levels.keys
    return (step < 0 ? present.max() : present.min()) ?? level
  }

  private func slotsSelected(by destination: PublishingDestination) -> [Slot] {
    guard !levels.isEmpty else { return [] }
    switch destination {
    case .allLevels: return ordered
    case .firstLevel: return levels[smallestLevel] ?? []
    case .lastLevel: return levels[deepestLevel] ?? []
    }
  }

  private static func selection(of slots: [Slot]) -> [EventSubscription<E>] {
    slots.map(\.subscription)
  }

  /// Hands ``register`` a new publisher for the current selection (or `nil`).
  private func reissue() {
    publisher = slots.isEmpty ? nil : issue()
    register(publisher)
  }

  /// A publisher with a new id that delivers to this registry while it exists.
  private func issue() -> EventPublisher<E> {
    PublisherSerial.next += 1
    return EventPublisher(id: "\(id)#\(PublisherSerial.next)") { [weak self] event, origin in
      self?.publish(event, from: origin)
    }
  }
}

/// The counter that makes every issued publisher id unique in the process.
@MainActor
enum PublisherSerial {
  static var next = 0
}
