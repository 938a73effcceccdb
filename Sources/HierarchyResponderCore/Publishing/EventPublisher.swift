/// Publishes events *down* the view hierarchy, to the `.subscribe(to:id:handler:)`
/// subscribers selected by its ``PublishingDestination``.
///
/// You don't create publishers in an app: the `.publisher(for:id:destination:register:)`
/// modifier hands one out, and hands out a new one (or `nil`) whenever its
/// selection of subscribers changes. Store the latest one and call it like a
/// closure:
///
/// ```swift
/// // Fragment
/// @State var shake: EventPublisher<ShakeEvent>?
///
/// var body: some View {
///   NavigationStack { HomeScreen() }
///     .publisher(for: ShakeEvent.self) { shake = $0 }
///     .onReceive(shakes) { _ in shake?(ShakeEvent()) }
/// }
/// ```
///
/// Delivery is synchronous: the selected subscribers' handlers have run, in
/// order, when the call returns. A publisher always reaches the *current*
/// selection of its registry; once the `.publisher` modifier is gone, it does
/// nothing.
///
/// The ``id`` is a `String` (not a `UUID`) so that the core
/// needs no Foundation. It is stable: it stays the same for as long as the
/// selection of subscribers is unchanged, and a re-issued publisher has a new
/// one. Two publishers are equal when their ids are.
///
/// Calling a publisher is main-actor work. Callers in Swift 5 language mode
/// may call it from a nonisolated synchronous context (an overload visible only
/// to them): a call from another thread is reported and delivered on the main
/// actor.
public struct EventPublisher<E: Event>: Identifiable, Equatable, Sendable {
  /// Identifies this issue of the publisher (see the type's documentation).
  public let id: String
  /// Where the publisher was declared, if known: the origin of what ``publish`` sends.
  private let site: ResponderSite?
  private let deliver: @MainActor @Sendable (E, ResponderSite, PublishRequest) -> Void

  /// Creates a publisher that passes every event to `deliver` (for previews and tests).
  ///
  /// - Parameters:
  ///   - id: The publisher's identity.
  ///   - deliver: Receives every published event.
  ///
  /// ```swift
  /// // Fragment
  /// let publisher = EventPublisher<ShakeEvent>(id: "preview") { print($0) }
  /// ```
  public init(id: String, deliver: @escaping @MainActor @Sendable (E) -> Void) {
    self.id = id
    self.site = nil
    self.deliver = { event, _, request in
      deliver(event)
      request.finished?(.handled(by: []))
    }
  }

  /// A publisher that also receives where each publish was called and what it asks; `site` is
  /// where it was declared, the origin of what ``publish`` sends.
  package init(
    id: String, site: ResponderSite? = nil, deliver: @escaping @MainActor @Sendable (E, ResponderSite, PublishRequest) -> Void
  ) {
    self.id = id
    self.site = site
    self.deliver = deliver
  }

  /// Publishes `event` to the selected subscribers.
  ///
  /// - Parameters:
  ///   - event: The event to publish.
  ///   - fileID: Where the call is (for the runtime issue of a dropped nested publish).
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: The line of the call.
  ///   - column: the caller's column.
  @available(swift, introduced: 6.0)
  @MainActor
  public func callAsFunction(_ event: E, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    deliver(event, ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column), .plain)
  }

  /// Publishes `event` and says what happens when no selected subscriber is on screen to receive
  /// it, whatever the publisher's own policy.
  ///
  /// With ``UndeliveredPolicy/wait(upTo:reportsExpiry:)``, a value nobody on screen receives waits
  /// for an eligible subscriber (under the publisher, of its type, on screen) and is delivered
  /// once, when one appears; with ``UndeliveredPolicy/drop`` it is
  /// delivered only to the subscribers on screen now.
  ///
  /// - Parameters:
  ///   - event: The event to publish.
  ///   - undelivered: What happens when nobody on screen receives it.
  ///   - fileID: Where the call is (journeys and the expiry issue name it).
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: The line of the call.
  ///   - column: the caller's column.
  ///
  /// ```swift
  /// // Fragment
  /// openOrder?(OpenOrder(id: 42), undelivered: .wait(upTo: 10))
  /// ```
  @MainActor
  public func callAsFunction(
    _ event: E, undelivered: UndeliveredPolicy, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let site = ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column)
    deliver(event, site, PublishRequest(undelivered: undelivered))
  }

  /// Publishes `event` with `request` (a step of a sequence).
  @MainActor
  package func publish(_ event: E, from origin: ResponderSite, request: PublishRequest) {
    deliver(event, origin, request)
  }

  /// Publishes `event`, for callers in **Swift 5 language mode** (Swift 6
  /// callers use the main-actor method).
  ///
  /// Marked `@preconcurrency @MainActor` as Apple marks its own main-actor API:
  /// a nonisolated synchronous caller compiles, with a warning at most. A call
  /// from another thread is reported once and delivered on the main actor.
  ///
  /// - Parameters:
  ///   - event: The event to publish.
  ///   - fileID: Where the call is.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: The line of the call (an `Int`: this overload exists only in Swift 5 mode).
  ///   - column: the caller's column.
  ///
  /// ```swift
  /// // Fragment
  /// controller.shake?(ShakeEvent()) // in a nonisolated model class, Swift 5 mode
  /// ```
  @available(swift, obsoleted: 6.0)
  @preconcurrency @MainActor
  public func callAsFunction(_ event: E, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: UInt = #column) {
    send(event, origin: ResponderSite(fileID: fileID, filePath: filePath, line: UInt(max(line, 0)), column: column))
  }

  /// Publishes an event to the selected subscribers: the publisher as a closure value.
  ///
  /// A closure, as the predecessor's `publish` was, so that it can be stored or
  /// passed wherever a function of the event is expected; calling it is the same
  /// as calling the publisher. It can be called from any context: on the main
  /// thread it delivers at once; from another thread (possible for callers in
  /// Swift 5 language mode) the call is reported once and delivered on the main
  /// actor. Its runtime issues and journeys cannot name the caller's line (a
  /// closure has no call site): they name the `.publisher(for:)` that handed the
  /// publisher out (this property, for a publisher made with
  /// ``init(id:deliver:)``); call the publisher itself to have them name the call.
  ///
  /// ```swift
  /// // Fragment
  /// let send: (ShakeEvent) -> Void = publisher.publish
  /// send(ShakeEvent())
  /// ```
  public var publish: (E) -> Void {
    let deliver = self.deliver
    let what = "EventPublisher<\(E.self)>"
    let origin = site ?? ResponderSite(name: "EventPublisher.publish")
    // The main-actor half takes the event as `any Sendable`, so that the closure carried to the
    // main actor captures nothing generic.
    let deliverHandoff: @MainActor @Sendable (any Sendable) -> Void = { handoff in
      guard let handoff = handoff as? Handoff else { return }
      deliver(handoff.event, origin, .plain)
    }
    return { event in
      let handoff: any Sendable = Handoff(event: event)
      OffMainDelivery.run(what, origin: origin) { deliverHandoff(handoff) }
    }
  }

  /// Carries an event to the main actor for ``publish``: `Event` does not require
  /// `Sendable`, and the caller hands the value over without touching it afterwards
  /// (the same contract as calling the publisher from Swift 5 code).
  private struct Handoff: @unchecked Sendable {
    let event: E
  }

  @MainActor
  private func send(_ event: E, origin: ResponderSite) {
    let deliver = self.deliver
    OffMainDelivery.run("EventPublisher<\(E.self)>", origin: origin) { deliver(event, origin, .plain) }
  }

  /// Returns whether two publishers are the same issue: whether their ids are equal.
  ///
  /// - Parameters:
  ///   - lhs: A publisher.
  ///   - rhs: Another publisher.
  public static func == (lhs: EventPublisher, rhs: EventPublisher) -> Bool {
    lhs.id == rhs.id
  }
}
