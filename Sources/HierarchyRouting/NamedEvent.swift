import HierarchyResponderCore

/// An event identified by a name and carrying a dictionary, the shape of
/// UIKit's `routerEventWithName:userInfo:` pattern.
///
/// Typed events are the better default; named events suit string-keyed
/// sources (analytics ids, server-driven UI, Objective-C code). An
/// ``EventStrategyTable`` looks them up by ``name``.
///
/// ```swift
/// // Fragment
/// router.route(NamedEvent("like.tapped", userInfo: ["post": post.id]), from: likeButton)
/// ```
public struct NamedEvent: Event, RoutingNamedEvent {
  /// The event's name.
  public var name: String
  /// What the event carries.
  public var userInfo: [String: Any]

  /// Creates a named event.
  ///
  /// - Parameters:
  ///   - name: the event's name, such as `like.tapped`.
  ///   - userInfo: what the event carries.
  public init(_ name: String, userInfo: [String: Any] = [:]) {
    self.name = name
    self.userInfo = userInfo
  }
}

extension NamedEvent {
  /// How routing issues name this event: `NamedEvent(like.tapped)`.
  package var routingName: String { "NamedEvent(\(name))" }
}
