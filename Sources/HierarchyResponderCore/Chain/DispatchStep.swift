/// What one node did with the value it was offered, on any side.
package enum DispatchStep {
  /// The node does not take values of this type; the value goes on unchanged.
  case ignored
  /// The node accepted the value and declined it (`.notHandled`); it goes on.
  case declined
  /// The node replaced the value; the new value goes on from this node.
  case replaced(Payload)
  /// The node threw; the error goes on from this node (a request's trip ends: the requester
  /// receives the error).
  case failed(any Error)
  /// The node handled the value; it stops here.
  case handled
  /// The node answered the request (its answer written to the request's trip); it stops here.
  case answered
  /// The node started asynchronous work; the chain continues when it ends.
  case suspended
  /// The node's previous work still runs and its policy keeps it queued: the value's work starts
  /// when the previous one ended; the chain continues after it.
  case queued
  /// The node's previous work still runs and its policy drops new values: the value stops here,
  /// taken but not worked on.
  case busy
  /// The node's task scope is closed (its owner went away): the value is dropped here.
  case cancelled
  /// A strict safety check stopped the value (only when a test intercepts the stop).
  case dropped(reason: String)
}
