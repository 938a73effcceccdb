/// What a dispatch keeps of the value it was sent with, so that an error thrown
/// by a responder handling an event can offer to send that event again from
/// its sender's position (ARCHITECTURE.md, rule 20).
///
/// While the dispatch is synchronous the sender's position is held unretained:
/// the caller of `triggerEvent` keeps it alive for the whole dispatch
/// (``Dispatcher/send(_:from:origin:)``), so keeping it costs one store. The
/// value sent is kept only once a responder replaces it (the replaced value is
/// moved here instead of being destroyed). Past the synchronous dispatch (an
/// asynchronous responder's work) or once an error begins, both are kept in an
/// ``ErrorSource``, whose positions are weak: a sender that is gone is detected.
package enum SentValue {
  /// The value travelling is the one sent from this position.
  case unchanged(from: Unmanaged<ResponderNode>?)
  /// A responder replaced the value sent from this position: this is the value sent.
  case replaced(from: Unmanaged<ResponderNode>?, Payload)
  /// Kept past the synchronous dispatch, or an error began: what recovery reads.
  case kept(ErrorSource)

  /// Replaces `payload` by `next`, keeping the value sent when it is the one replaced.
  @inline(__always)
  mutating func replace(_ payload: inout Payload, with next: consuming Payload) {
    guard case .unchanged(let sender) = self else {
      payload = next
      return
    }
    var sent = next
    swap(&payload, &sent)
    self = .replaced(from: sender, sent)
  }

  /// Records that the responder `node` threw while `payload` travelled: the error
  /// starts there, with the event sent (when the dispatch began with one).
  @MainActor
  mutating func fail(at node: ResponderNode, payload: Payload) {
    switch self {
    case .unchanged(let sender):
      self = .kept(ErrorSource(event: payload.sentEvent, sender: sender?.takeUnretainedValue(), reporter: node, reporterThrew: true))
    case .replaced(let sender, let sent):
      self = .kept(ErrorSource(event: sent.sentEvent, sender: sender?.takeUnretainedValue(), reporter: node, reporterThrew: true))
    case .kept(let source):
      self = .kept(source.thrown(by: node))
    }
  }

  /// The same record, retained: for a context that outlives the synchronous
  /// dispatch (an asynchronous responder's work), while `payload` travels.
  @MainActor
  func detached(travelling payload: Payload) -> SentValue {
    switch self {
    case .unchanged(let sender), .replaced(let sender, _):
      let sent = if case .replaced(_, let sent) = self { sent } else { payload }
      let position = sender?.takeUnretainedValue()
      // An error reported with `reportError` starts at the reporter's position, inclusive.
      return .kept(
        ErrorSource(event: sent.sentEvent, sender: position, reporter: payload.side == .error ? position : nil, reporterThrew: false))
    case .kept: return self
    }
  }

  /// Where the error `payload` comes from, for a responder that offers recovery.
  @MainActor
  func source(of payload: Payload) -> ErrorSource {
    switch self {
    case .kept(let source): source
    case .unchanged(let sender), .replaced(let sender, _):
      ErrorSource(event: nil, sender: nil, reporter: sender?.takeUnretainedValue(), reporterThrew: false)
    }
  }
}

extension Payload {
  /// The event, when this payload is one: what a retry would send again.
  var sentEvent: (any Event)? { side == .event ? event : nil }
}
