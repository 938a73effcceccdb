/// The text of every runtime issue of ``EventRouter``, in one place (tests
/// assert them word for word). An issue is reported at the `route` call (`site`), which the
/// console, Xcode and test runners show before the text: the text does not repeat it.
package enum RoutingMessages {
  /// An event that reached the end of the chain.
  package static func unhandled(_ event: any Event, site: ResponderSite, path: [String]) -> String {
    "Unhandled event \(typeName(event)): no object on its next chain handled it "
      + "(asked: \(path.joined(separator: " -> ")))."
  }

  /// A chain whose `next` links loop.
  package static func looped(_ event: any Event, site: ResponderSite, at node: String, path: [String]) -> String {
    "Stopped routing event \(typeName(event)): the next chain loops back to \(node) "
      + "(asked: \(path.joined(separator: " -> ")))."
  }

  /// A request routed along a chain whose `next` links loop: worded as ``looped(_:site:at:path:)``.
  package static func looped(request type: Any.Type, at node: String, path: [String]) -> String {
    "Stopped routing request \(String(describing: type)): the next chain loops back to \(node) "
      + "(asked: \(path.joined(separator: " -> ")))."
  }

  /// An error thrown by an object while no `onError` handler was given.
  package static func thrown(_ error: any Error, by node: String, event: any Event, site: ResponderSite) -> String {
    "Unhandled error \(String(describing: type(of: error))) thrown by \(node) while routing event "
      + "\(typeName(event)). Pass onError: to EventRouter to handle it."
  }

  /// The event's type name, or the name a ``RoutingNamedEvent`` gives itself
  /// (`NamedEvent(like.tapped)`).
  package static func typeName(_ event: any Event) -> String {
    if let named = event as? any RoutingNamedEvent { return named.routingName }
    return String(describing: type(of: event))
  }
}
