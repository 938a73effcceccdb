/// The host at work now: the one whose view is evaluating its body, or whose action (or a task
/// that action started, see ``ActionWork``) is running.
///
/// HierarchyResponder uses it to keep the hints of its debug messages to the responders of the
/// host a value was sent in, when tests run side by side.
@MainActor
package enum CurrentHost {
  /// The identity of the host at work now, if any.
  package static var id: ObjectIdentifier? {
    ViewGraph.evaluating.map(ObjectIdentifier.init) ?? ActionWork.Current.token?.graph
  }
}
