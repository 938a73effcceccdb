/// A validation on the event side: the state of commands for one event type that the responder
/// outer to it would receive.
///
/// It responds to nothing, so the dispatcher passes it with one compare, as a registration
/// (``PassKey/never``). Only the validation walk (``ResponderChain/eventState(for:)``) reads it.
package final class EventValidationNode: ResponderNode {
  /// Whether events of a type are validated here: the type casts to the validated one.
  private let accepts: (Any.Type) -> Bool
  /// The state the latest body evaluation of the validating view computed.
  package var state: EventState

  /// A validation of the events that cast to `Value`, in front of `parent`.
  package init<Value>(parent: ResponderNode?, validating _: Value.Type, site: ResponderSite, state: EventState) {
    self.accepts = { $0 is Value.Type }
    self.state = state
    super.init(parent: parent, side: .event, kind: nil, site: site, passKey: PassKey.never)
  }

  /// Whether this validates events of dynamic type `type`.
  package func validates(_ type: Any.Type) -> Bool { accepts(type) }
}

extension ResponderAnchor where Node == EventValidationNode {
  /// Keeps a validation of `Value` with the latest `state`; a new node when `parent` changed.
  package func update<Value>(parent: ResponderChain, validating type: Value.Type, site: ResponderSite, state: EventState) -> ResponderChain {
    update(parent: parent) { parentNode in
      EventValidationNode(parent: parentNode, validating: type, site: site, state: state)
    } install: { node in
      node.state = state
      if !node.site.isIdentical(to: site) { node.site = site }
    }
  }
}
