/// The subscribers of one `.publisher(for:id:destination:register:)`: which
/// ones its events reach, and when to hand out a new ``EventPublisher``.
///
/// Two facts make the selection:
///
/// - **Who is on screen.** A subscriber is a member while its view is on screen:
///   the layer calls ``add(_:level:)`` when it appears and ``remove(_:)`` when it
///   disappears (covered by a pushed screen, in a deselected tab, or removed).
///   Each member has its level (subscriber nesting below the publisher).
/// - **Where each one stands in the tree.** ``arrange(_:)`` gives the subscribers
///   below the publisher in tree (screen) order, as the layer collects them
///   through a preference; each gets its position in that list as its order key.
///   Preferences do not leave a presentation, so a member inside a presented sheet
///   is not in that list: it is placed by its presentation's own order (given with
///   ``arrange(_:in:)`` by the sheet's `.subscriberOrderRoot()`), after the
///   publisher's tree and after the presentations made before its own. A member in
///   no list (it appeared before its list caught up, or its sheet has no root)
///   comes after every listed one, in the order members were added.
///
/// The destination selects among the members: ``PublishingDestination/firstLevel``
/// the smallest level present, ``PublishingDestination/lastLevel`` (the default)
/// the deepest one, ``PublishingDestination/allLevels`` every member; the selected
/// members are delivered to by order key. Whenever the selection changes (a member
/// added or removed, a level, the order or the destination changed), the registry
/// calls ``register`` with a new publisher (a new ``EventPublisher/id``), or with
/// `nil` when nothing is selected any more. Nothing else re-issues: not a handler
/// update, not an unchanged list.
///
/// **Cost.** Members are kept by identity in one hash table per level, so adding
/// or removing one is O(1) (amortized), whatever the number of subscribers, and
/// so is deciding whether it changes the selection (a count per level and the
/// smallest and deepest levels present; levels are nearly contiguous, so a level
/// that empties finds its neighbour in a few steps). A screen of n subscribed rows
/// leaves in O(n). ``arrange(_:)`` costs O(n) for a list of n (one order key per
/// subscriber), once per change of the tree, not per subscriber, and so does
/// ``arrange(_:in:)`` for a presentation's list. The selection is
/// materialized (its k members sorted by order key, O(k log k)) when first needed
/// after a change and kept until the next one, so repeated publishes cost O(k).
///
/// **Values that wait.** With an ``UndeliveredPolicy/wait(upTo:reportsExpiry:)`` policy (the
/// registry's ``undelivered``, or one publish's), a value that finds no selected member waits: one
/// per registry (a newer waiting value replaces it), until a member is added — then it is
/// delivered once, on the main actor's next turn (after the whole update that showed the new
/// screen, so that the deepest of the subscribers that appeared together is known), to the
/// selection of the destination it was published with — or until ``clock`` reaches its deadline
/// (it expires: a runtime issue in debug builds unless the policy opts out), or a newer value of
/// its type is published (it is replaced, whether the newer one waits or not), or the registry's view
/// is removed (``viewRemoved()``: it is cancelled). Each step is reported to ``observers`` as a
/// ``PublishedValueJourney``. The registry holds at most one alarm of its clock: a newer waiting
/// value whose deadline is not earlier keeps it (re-armed for the newer deadline when it rings),
/// and it is cancelled when no value waits any more, so values replaced over and over keep no
/// memory. A registry that lets values wait hands out a publisher even when no
/// member is selected, so that there is something to publish with before the screens exist.
///
/// Publishing is bounded like dispatch: a subscriber
/// may publish while it handles an event, but publishes nested more than 64
/// deep (the dispatch depth limit), or past 100,000 deliveries caused by one
/// top-level publish, are dropped, with one runtime issue for that top-level
/// publish.
///
/// ```swift
/// // Fragment
/// let registry = SubscriptionRegistry<ShakeEvent>(id: "shake") { controller.shake = $0 }
/// let home = EventSubscription<ShakeEvent> { _ in print("home") }
/// let detail = EventSubscription<ShakeEvent> { _ in print("detail") }
/// registry.add(home, level: 1)    // registers a publisher reaching `home`
/// registry.add(detail, level: 2)  // registers a new one reaching `detail` only
/// controller.shake?(ShakeEvent()) // prints "detail"
/// registry.remove(detail)         // registers a new one reaching `home`
/// ```
///
/// The SwiftUI layer owns one registry per `.publisher` modifier (in its
/// per-instance storage) and shares it with subscribers through
/// ``SubscriptionContexts``.
@MainActor
package final class SubscriptionRegistry<E: Event>: PresentationOrderObserver {
  /// The publisher's id (the `id:` of the `.publisher` modifier); it prefixes
  /// the ids of the publishers this registry issues. When none was given, it is
  /// made once, when first needed, from the event type and a number unique in
  /// the process (`ShakeEvent-3`), and stays the same for the registry's life.
  package var id: String {
    if let givenID { return givenID }
    PublisherSerial.next += 1
    let made = "\(E.self)-\(PublisherSerial.next)"
    givenID = made
    return made
  }

  private var givenID: String?

  /// Which members receive the events. Setting a different value re-selects,
  /// and re-issues the publisher when the selection changed (which calls
  /// ``register``: in SwiftUI, not while a body is evaluated).
  package var destination: PublishingDestination {
    didSet {
      guard destination != oldValue else { return }
      let before = materialize(for: oldValue)
      selectionChanged(from: before)
    }
  }

  /// Receives each new publisher, or `nil` when no member is selected.
  /// Replacing it calls nothing: the next change goes to the new closure.
  package var register: (EventPublisher<E>?) -> Void

  /// The publisher last handed to ``register`` (`nil` before the first
  /// selected member and when none is selected, unless values may wait).
  package private(set) var publisher: EventPublisher<E>?

  /// What a value that no selected member receives does, unless its publish asks otherwise.
  package var undelivered: UndeliveredPolicy = .drop

  /// The clock waiting values are measured with; `nil` for the system clock. A different clock
  /// takes over the waiting value's alarm.
  package var clock: (any PublishingClock)? {
    didSet {
      guard (clock as AnyObject?) !== (oldValue as AnyObject?) else { return }
      withdrawAlarm()
      if let value = waiting { arm(for: value.deadline) }
    }
  }

  /// Where the publisher was declared (its `.publisher(for:)`): the origin of the values published
  /// without a call site, through ``EventPublisher/publish``.
  package var site: ResponderSite?

  /// Receive the journey of every value that waited (or was allowed to), outermost last.
  package var observers: [@MainActor @Sendable (PublishedValueJourney) -> Void] = []

  /// The value waiting for a member, if any.
  private var waiting: Waiting?
  /// The clock's alarm for the waiting value's deadline (or an earlier one), if any.
  private var alarm: PublishingAlarm?
  /// When ``alarm`` rings.
  private var alarmDeadline = 0.0
  /// Whether a delivery of the waiting value is scheduled for the main actor's next turn.
  private var deliveryScheduled = false

  /// A value waiting for a member, with what its trip needs.
  private struct Waiting {
    let event: E
    let destination: PublishingDestination
    let origin: ResponderSite
    let since: Double
    let deadline: Double
    let reportsExpiry: Bool
    let finished: (@MainActor @Sendable (PublishedValueJourney.Outcome) -> Void)?
  }

  /// One member: its subscription, its level and when it was added.
  private struct Member {
    let subscription: EventSubscription<E>
    var level: Int
    /// The order among members that have no tree position.
    let serial: Int
  }

  /// The subscribers of one presentation in its tree order, with each one's position.
  private struct PresentationPlaces {
    /// Held, so that its identity stays unique while its order is kept.
    let presentation: PresentationOrder
    /// The order the positions come from; it keeps its subscriptions' identities unique.
    var order: SubscriberOrder
    var positions: [ObjectIdentifier: Int]
  }

  /// The members of each level present, by identity.
  private var levels: [Int: [ObjectIdentifier: Member]] = [:]
  /// The level of each member, by identity.
  private var levelOf: [ObjectIdentifier: Int] = [:]
  /// The smallest and the deepest level present (meaningless when empty).
  private var smallestLevel = 0
  private var deepestLevel = 0
  /// The serial the next member takes.
  private var nextSerial = 0
  /// The latest tree order; it keeps its subscriptions alive, so their identities stay unique.
  private var treeOrder = SubscriberOrder()
  /// Each listed subscriber's position in ``treeOrder``.
  private var positions: [ObjectIdentifier: Int] = [:]
  /// The orders of the presentations given with ``arrange(_:in:)``, by identity.
  private var presentations: [ObjectIdentifier: PresentationPlaces] = [:]
  /// The selection, sorted, until the next change.
  private var cachedSelection: [EventSubscription<E>]?

  /// Creates an empty registry. It calls `register` for the first time when
  /// a member is selected.
  ///
  /// - Parameters:
  ///   - id: The prefix of the issued publishers' ids; `nil` makes one (see ``id``).
  ///   - destination: Which members receive the events.
  ///   - register: Receives each new publisher.
  package init(
    id: String? = nil, destination: PublishingDestination = .default,
    register: @escaping (EventPublisher<E>?) -> Void = { _ in }
  ) {
    self.givenID = id
    self.destination = destination
    self.register = register
  }

  /// Every member with its level, by order key (tree order, then the order of addition).
  package var entries: [SubscriptionEntry<E>] {
    sorted(levels.values.flatMap(\.values)).map { SubscriptionEntry($0.subscription, level: $0.level) }
  }

  /// The members that receive published events, in delivery order.
  package var selection: [EventSubscription<E>] {
    if let cachedSelection { return cachedSelection }
    let made = materialize(for: destination)
    cachedSelection = made
    return made
  }

  /// Makes `subscription` a member at `level` (its view appeared); when it is
  /// already one, only its level changes.
  ///
  /// - Parameters:
  ///   - subscription: The subscriber whose view is on screen.
  ///   - level: Its nesting level below the publisher (1 = outermost).
  package func add(_ subscription: EventSubscription<E>, level: Int) {
    let key = ObjectIdentifier(subscription)
    if let current = levelOf[key] {
      guard current != level, var member = levels[current]?[key] else { return }
      let before = selection
      take(key, from: current)
      member.level = level
      put(member, key: key)
      selectionChanged(from: before)
      return
    }
    put(Member(subscription: subscription, level: level, serial: nextSerial), key: key)
    nextSerial += 1
    if waiting != nil { scheduleWaitingDelivery() }
    // A new member changes the selection exactly when it is selected.
    let selected =
      switch destination {
      case .allLevels: true
      case .lastLevel: level == deepestLevel
      case .firstLevel: level == smallestLevel
      }
    if selected { reissue() }
  }

  /// Removes `subscription` from the members (its view disappeared); nothing
  /// happens when it is not one.
  ///
  /// - Parameter subscription: The subscriber whose view left the screen.
  package func remove(_ subscription: EventSubscription<E>) {
    let key = ObjectIdentifier(subscription)
    guard let level = levelOf[key] else { return }
    let wasSelected =
      switch destination {
      case .allLevels: true
      case .lastLevel: level == deepestLevel
      case .firstLevel: level == smallestLevel
      }
    take(key, from: level)
    if wasSelected { reissue() }
  }

  /// Gives the subscribers below the publisher in tree (screen) order: each
  /// one's position in `order` becomes its order key. Subscribers that are not
  /// members keep their key for when their view appears; levels come from
  /// ``add(_:level:)``, not from here.
  ///
  /// - Parameter order: The subscribers in tree order (a preference's value).
  package func arrange(_ order: SubscriberOrder) {
    guard order != treeOrder else { return }
    let before = selection
    treeOrder = order
    order.fill(positions: &positions)
    selectionChanged(from: before)
  }

  /// Gives the subscribers inside `presentation` (a sheet, whose preferences do not reach the
  /// publisher) in that presentation's tree order. A member the publisher's own order does not
  /// list is ordered by it: after the publisher's tree and after the presentations made before,
  /// by its position in `order`. O(n) for a list of n; nothing happens when it is unchanged.
  ///
  /// - Parameters:
  ///   - order: The subscribers to `E` inside the presentation, in tree order.
  ///   - presentation: The presentation they are in; when its view is removed, its order is forgotten.
  package func arrange(_ order: SubscriberOrder, in presentation: PresentationOrder) {
    let key = ObjectIdentifier(presentation)
    var places = presentations[key] ?? PresentationPlaces(presentation: presentation, order: SubscriberOrder(), positions: [:])
    if presentations[key] == nil {
      presentation.observe(self)
    } else if places.order == order {
      return
    }
    let before = selection
    places.order = order
    order.fill(positions: &places.positions)
    presentations[key] = places
    selectionChanged(from: before)
  }

  /// The view of `presentation` was removed: its order is forgotten.
  ///
  /// - Parameter presentation: A presentation given with ``arrange(_:in:)``.
  package func presentationRemoved(_ presentation: PresentationOrder) {
    let key = ObjectIdentifier(presentation)
    guard presentations[key] != nil else { return }
    let before = selection
    presentations[key] = nil
    selectionChanged(from: before)
  }

  /// Delivers `event` synchronously to the current selection, in order, each
  /// subscriber running its current handler. Members added or removed by a
  /// handler take effect from the next event.
  ///
  /// A publish made by a subscriber while it handles is nested; nested
  /// publishes are bounded (see the type's documentation). With a waiting policy
  /// (the request's, else ``undelivered``), a value nobody selected receives waits
  /// (see the type's documentation).
  ///
  /// - Parameters:
  ///   - event: The event to deliver.
  ///   - origin: Where the publish was called, for runtime issues and journeys.
  ///   - request: This publish's policy and who to tell when its trip ends.
  package func publish(_ event: E, from origin: ResponderSite? = nil, request: PublishRequest = .plain) {
    // A newer value of the type is newer news: the one still waiting will not be delivered.
    if let replaced = waiting {
      waiting = nil
      end(replaced, .cancelled(superseded: true))
    }
    let policy = request.undelivered ?? undelivered
    guard let seconds = policy.seconds else {
      withdrawAlarm()
      let recipients = selection
      let delivered = deliver(event, to: recipients, origin: origin)
      request.finished?(delivered ? .handled(by: recipients.compactMap(\.site)) : .dropped)
      return
    }
    let site = origin ?? self.site ?? ResponderSite(name: "EventPublisher<\(E.self)>")
    let recipients = selection
    if !recipients.isEmpty {
      withdrawAlarm()
      let outcome: PublishedValueJourney.Outcome =
        deliver(event, to: recipients, origin: site) ? .handled(by: recipients.compactMap(\.site)) : .dropped
      report(PublishedValueJourney(typeName: "\(E.self)", origin: site, outcome: outcome, waited: 0))
      request.finished?(outcome)
      return
    }
    let now = currentClock.now
    waiting = Waiting(
      event: event, destination: destination, origin: site, since: now, deadline: now + seconds,
      reportsExpiry: policy.reportsExpiry, finished: request.finished)
    report(PublishedValueJourney(typeName: "\(E.self)", origin: site, outcome: .pending, waited: 0))
    arm(for: now + seconds)
  }

  /// Hands out a publisher when values may wait and none is out yet, so that the app can publish
  /// before any subscriber exists (the layer calls it when the publisher's view appears).
  package func issueIfWaiting() {
    guard publisher == nil, undelivered.seconds != nil else { return }
    reissue()
  }

  /// The registry's view was removed: the waiting value is dropped, its
  /// journey ends ``PublishedValueJourney/Outcome/cancelled``. Callable from any thread (a
  /// `deinit`): off the main thread it hops to the main actor.
  package nonisolated func viewRemoved() {
    guard MainThread.isCurrent else {
      Task { @MainActor in self.cancelWaiting() }
      return
    }
    MainActor.assumeIsolated { self.cancelWaiting() }
  }

  // MARK: - Waiting values

  private var currentClock: any PublishingClock { clock ?? SystemPublishingClock.shared }

  /// Delivers to `recipients` within the publishing bounds; `false` when the bounds dropped it.
  private func deliver(_ event: E, to recipients: [EventSubscription<E>], origin: ResponderSite?) -> Bool {
    guard PublishingBudget.enter(deliveries: recipients.count, type: E.self, origin: origin) else { return false }
    defer { PublishingBudget.leave() }
    for subscription in recipients {
      subscription.handler(event)
    }
    return true
  }

  /// Delivers the waiting value on the main actor's next turn: after the update that added the
  /// member, so that every subscriber that appeared with it is a member too.
  private func scheduleWaitingDelivery() {
    guard !deliveryScheduled else { return }
    deliveryScheduled = true
    Task { @MainActor [weak self] in self?.deliverWaiting() }
  }

  private func deliverWaiting() {
    deliveryScheduled = false
    guard let value = waiting else { return }
    let recipients = materialize(for: value.destination)
    guard !recipients.isEmpty else { return }
    waiting = nil
    withdrawAlarm()
    let delivered = deliver(value.event, to: recipients, origin: value.origin)
    end(value, delivered ? .handled(by: recipients.compactMap(\.site)) : .dropped)
  }

  /// Makes sure the clock rings by `deadline`: an alarm already set for then or earlier is kept
  /// (one alarm per registry, however many values replaced one another), a later one is replaced.
  private func arm(for deadline: Double) {
    if let alarm, alarm.isPending, alarmDeadline <= deadline { return }
    alarm?.cancel()
    alarmDeadline = deadline
    alarm = currentClock.alarm(at: deadline) { [weak self] in self?.alarmRang() }
  }

  /// No value waits any more: the clock forgets the alarm.
  private func withdrawAlarm() {
    alarm?.cancel()
    alarm = nil
  }

  /// The alarm rang: the waiting value expires when its deadline has come; one that replaced the
  /// value the alarm was set for has a later deadline, and the alarm is set again for it.
  private func alarmRang() {
    alarm = nil
    guard let value = waiting else { return }
    guard value.deadline <= currentClock.now else { return arm(for: value.deadline) }
    waiting = nil
    if value.reportsExpiry {
      ResponderDiagnostics.report(
        Messages.publishedValueExpired(typeName: "\(E.self)", seconds: currentClock.now - value.since), site: value.origin)
    }
    end(value, .dropped(expired: true))
  }

  private func cancelWaiting() {
    guard let value = waiting else { return }
    waiting = nil
    withdrawAlarm()
    end(value, .cancelled)
  }

  /// Reports how `value`'s trip ended and tells whoever asked.
  private func end(_ value: Waiting, _ outcome: PublishedValueJourney.Outcome) {
    report(
      PublishedValueJourney(typeName: "\(E.self)", origin: value.origin, outcome: outcome, waited: currentClock.now - value.since))
    value.finished?(outcome)
  }

  private func report(_ journey: PublishedValueJourney) {
    for observer in observers { observer(journey) }
  }

  // MARK: - Keeping the levels

  private func put(_ member: Member, key: ObjectIdentifier) {
    if levels.isEmpty {
      smallestLevel = member.level
      deepestLevel = member.level
    } else {
      smallestLevel = min(smallestLevel, member.level)
      deepestLevel = max(deepestLevel, member.level)
    }
    levels[member.level, default: [:]][key] = member
    levelOf[key] = member.level
    cachedSelection = nil
  }

  private func take(_ key: ObjectIdentifier, from level: Int) {
    levelOf[key] = nil
    cachedSelection = nil
    levels[level]?[key] = nil
    guard levels[level]?.isEmpty == true else { return }
    levels[level] = nil
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

  // MARK: - Selecting

  /// The members `destination` selects, sorted by order key.
  private func materialize(for destination: PublishingDestination) -> [EventSubscription<E>] {
    guard !levels.isEmpty else { return [] }
    let members: [Member] =
      switch destination {
      case .allLevels: levels.values.flatMap(\.values)
      case .firstLevel: Array(levels[smallestLevel, default: [:]].values)
      case .lastLevel: Array(levels[deepestLevel, default: [:]].values)
      }
    var selected: [EventSubscription<E>] = []
    selected.reserveCapacity(members.count)
    for member in sorted(members) {
      selected.append(member.subscription)
    }
    return selected
  }

  /// `members` by order key: those in the publisher's tree by position, then those in each
  /// presentation (by rank) by position there, then the others by serial; O(k log k) for k members.
  ///
  /// The sort moves integers, not members: the registry is generic over the event type, so the
  /// standard library's sort is not specialised for `Member` (nor for a tuple holding one) and
  /// would move each element through its runtime type's value witnesses at every step. It sorts
  /// (key, index) triples, for which it is specialised, with `<`, a function that is not isolated
  /// to the main actor (a closure written here would be, and would check its executor at every
  /// comparison); loops, not closures, copy each member once, into its place.
  private func sorted(_ members: [Member]) -> [Member] {
    guard members.count > 1 else { return members }
    var keyed: [(Int, Int, Int)] = []
    keyed.reserveCapacity(members.count)
    for index in members.indices {
      let (rank, position) = orderKey(members[index])
      keyed.append((rank, position, index))
    }
    keyed.sort(by: <)
    var result: [Member] = []
    result.reserveCapacity(members.count)
    for (_, _, index) in keyed {
      result.append(members[index])
    }
    return result
  }

  /// Where `member` stands: (0, its position) in the publisher's tree, (the rank, its position)
  /// in a presentation, (`Int.max`, its serial) when listed nowhere. A subscriber is in one
  /// presentation's list at most: preferences do not cross presentations.
  private func orderKey(_ member: Member) -> (Int, Int) {
    let key = ObjectIdentifier(member.subscription)
    if let position = positions[key] { return (0, position) }
    if !presentations.isEmpty {
      for places in presentations.values {
        if let position = places.positions[key] { return (places.presentation.rank, position) }
      }
    }
    return (Int.max, member.serial)
  }

  /// Re-issues the publisher when the selection differs from `before`.
  private func selectionChanged(from before: [EventSubscription<E>]) {
    cachedSelection = nil
    if !before.elementsEqual(selection, by: ===) { reissue() }
  }

  /// Hands ``register`` a new publisher for the current selection (or `nil`).
  private func reissue() {
    publisher = levels.isEmpty && undelivered.seconds == nil ? nil : issue()
    register(publisher)
  }

  /// A publisher with a new id that delivers to this registry while it exists.
  private func issue() -> EventPublisher<E> {
    PublisherSerial.next += 1
    return EventPublisher(id: "\(id)#\(PublisherSerial.next)", site: site) { [weak self] event, origin, request in
      guard let self else {
        request.finished?(.cancelled)
        return
      }
      self.publish(event, from: origin, request: request)
    }
  }
}

/// The counter that makes every issued publisher id unique in the process.
@MainActor
enum PublisherSerial {
  static var next = 0
}
