/// The host at work now: the one whose view is evaluating its body, or whose action (or a task
/// that action started, see ``ActionWork``) is running.
///
/// HierarchyResponder uses it to keep the hints of its debug messages to the responders of the
/// host a value was sent in, and to keep a deep link's waiting step to the publishers of the
/// window it was published from, when tests (or windows) run side by side.
@MainActor
package enum CurrentHost {
  /// The identity of the host at work now, if any.
  package static var id: ObjectIdentifier? {
    ViewGraph.evaluating.map(ObjectIdentifier.init) ?? ActionWork.Current.token?.graph
  }

  /// The host at work now (its graph: one per ``ViewHost``, so one per window of an ``AppHost``),
  /// if any; to be held weakly, so that a host made later at the same address is not taken for it.
  package static var scope: AnyObject? {
    ViewGraph.evaluating ?? ActionWork.Current.token?.host
  }
}
