import HierarchyResponderCore

/// A lookup table from events to handlers, so that one object answers many
/// events without an `if`/`else` chain: the strategy table of the UIKit
/// responder-chain pattern.
///
/// Typed events are looked up by their exact dynamic type; ``NamedEvent``s by
/// their name (a named handler takes precedence over one registered for the
/// `NamedEvent` type). An event with no entry is forwarded. Registering the
/// same type or name again replaces the earlier handler.
///
/// ```swift
/// // Fragment
/// let strategies = EventStrategyTable()
///   .handling(LikeEvent.self) { like in feed.like(like.post) }
///   .handling(named: "share.tapped") { userInfo in share(userInfo["post"]) }
///   .responding(to: CellTapEvent.self) { tap in .transform(ShowPostEvent(post: tap.post)) }
///
/// // in the view controller:
/// func respond(to event: any Event) throws -> RouteDecision {
///   try strategies.decision(for: event)
/// }
/// ```
@MainActor
public struct EventStrategyTable {
  private var byType: [ObjectIdentifier: (any Event) throws -> RouteDecision] = [:]
  private var byName: [String: (NamedEvent) throws -> RouteDecision] = [:]

  /// An empty table: it forwards every event.
  public init() {}

  /// The table with `handler` deciding for events of exactly type `type`.
  ///
  /// - Parameters:
  ///   - type: the event type (matched exactly, not subclasses or other conformers).
  ///   - handler: decides what happens to the event: handled, forwarded or transformed.
  public func responding<E: Event>(to type: E.Type, _ handler: @escaping (E) throws -> RouteDecision) -> Self {
    var table = self
    table.byType[ObjectIdentifier(type)] = { event in
      guard let event = event as? E else { return .notHandled }
      return try handler(event)
    }
    return table
  }

  /// The table with `handler` handling events of exactly type `type`.
  ///
  /// - Parameters:
  ///   - type: the event type (matched exactly).
  ///   - handler: handles the event; what it throws stops the route.
  public func handling<E: Event>(_ type: E.Type, _ handler: @escaping (E) throws -> Void) -> Self {
    responding(to: type) { event in
      try handler(event)
      return .handled
    }
  }

  /// The table with `handler` deciding for ``NamedEvent``s named `name`.
  ///
  /// - Parameters:
  ///   - name: the name to match.
  ///   - handler: decides what happens to the event.
  public func responding(toNamed name: String, _ handler: @escaping (NamedEvent) throws -> RouteDecision) -> Self {
    var table = self
    table.byName[name] = handler
    return table
  }

  /// The table with `handler` handling ``NamedEvent``s named `name`; it
  /// receives the event's `userInfo`.
  ///
  /// - Parameters:
  ///   - name: the name to match.
  ///   - handler: handles the event, given its `userInfo`.
  public func handling(named name: String, _ handler: @escaping (_ userInfo: [String: Any]) throws -> Void) -> Self {
    responding(toNamed: name) { event in
      try handler(event.userInfo)
      return .handled
    }
  }

  /// What the table's handler for `event` decides (``/HierarchyResponderCore/RouteDecision/notHandled``
  /// when there is none); rethrows what the handler throws.
  ///
  /// - Parameter event: the event an object was asked about.
  /// - Returns: the decision of the handler registered for `event`'s name (a ``NamedEvent``) or
  ///   exact type; ``/HierarchyResponderCore/RouteDecision/notHandled`` when there is none.
  /// - Throws: What that handler throws.
  public func decision(for event: any Event) throws -> RouteDecision {
    if let named = event as? NamedEvent, let handler = byName[named.name] {
      return try handler(named)
    }
    guard let handler = byType[ObjectIdentifier(type(of: event))] else { return .notHandled }
    return try handler(event)
  }
}
