/// An event that names itself in routing issues, rather than by its type:
/// `HierarchyRouting`'s `NamedEvent` shows its name (`NamedEvent(like.tapped)`).
package protocol RoutingNamedEvent: Event {
  /// The name routing issues show for this event.
  var routingName: String { get }
}
