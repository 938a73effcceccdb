/// What a dispatch keeps of the value it was sent with, so that an error thrown
/// by a responder handling an event can offer to send that event again from
/// its sender's position.
///
/// While the dispatch is synchronous the sender's position is held unretained:
/// the caller of `triggerEvent` keeps it alive for the whole dispatch
/// (``Dispatcher/send(_:from:origin:)``), so keeping it costs one store (a reference count would
/// cost every event about 50 instructions, `Docs/Design/FastPath.md`). The
/// value sent is kept only when a responder first replaces it (the dispatcher
/// tests a trivial flag at each replacement, so later transforms pay a load and
/// a branch). Past the synchronous dispatch (an
/// asynchronous responder's work) or once an error begins, both are kept in an
/// ``ErrorSource``, whose positions are weak: a sender that is gone is detected.
package struct SentValue {
  /// What is kept beyond the sender's position.
  private enum Kept {
    /// Nothing: the value travelling is the one sent, and no error began.
    case nothing
    /// A responder replaced the value sent: this is the value sent.
    case sent(Payload)
    /// Kept past the synchronous dispatch, or an error began: what recovery reads.
    case source(ErrorSource)
  }

  /// The position the value was sent from, unretained: valid while the synchronous
  /// dispatch runs (its caller keeps it alive); once ``kept`` is a source, the source's
  /// weak reference is the one to read.
  private var sender: Unmanaged<ResponderNode>?
  #if DEBUG
    /// Whether the send that started the trip is running (not asynchronous work carrying it on):
    /// read only by the debug hint of an unhandled value.
    private(set) var isSynchronous = true
  #endif
  /// Whether ``kept`` is still `.nothing`: a trivial flag, so that a transform tests it
  /// without touching the enum (whose payload a pattern match might copy).
  private(set) var keepsNothing = true
  private var kept = Kept.nothing

  /// A value sent from `sender` (`nil`: the root).
  @inline(__always)
  init(from sender: Unmanaged<ResponderNode>?) {
    self.sender = sender
  }

  /// Keeps `payload`, about to be replaced, when it is the value sent: the dispatcher
  /// calls this before the first replacement of a dispatch only (``keepsNothing``), so
  /// that the replacements after it cost a load and a branch.
  @inline(never)
  mutating func keepSent(_ payload: Payload) {
    kept = .sent(payload)
    keepsNothing = false
  }

  /// The value sent: `payload` when no responder replaced it.
  private func sentValue(travelling payload: Payload) -> Payload? {
    switch kept {
    case .nothing: payload
    case .sent(let sent): sent
    case .source: nil
    }
  }

  /// Records that the responder `node` threw while `payload` travelled: the error
  /// starts there, with the event sent (when the dispatch began with one).
  @MainActor
  mutating func fail(at node: ResponderNode, payload: Payload, following follower: RetryFollower? = nil) {
    let source: ErrorSource
    if case .source(let kept) = kept {
      source = kept.thrown(by: node)
    } else {
      source = ErrorSource(
        event: sentValue(travelling: payload)?.sentEvent, sender: sender?.takeUnretainedValue(), reporter: node,
        reporterThrew: true, follower: follower)
    }
    kept = .source(source)
    keepsNothing = false
  }

  /// The same record, retained: for a context that outlives the synchronous
  /// dispatch (an asynchronous responder's work), while `payload` travels.
  @MainActor
  func detached(travelling payload: Payload, following follower: RetryFollower? = nil) -> SentValue {
    if case .source = kept { return self }
    let position = sender?.takeUnretainedValue()
    var detached = self
    // An error reported with `reportError` starts at the reporter's position, inclusive.
    detached.kept = .source(
      ErrorSource(
        event: sentValue(travelling: payload)?.sentEvent, sender: position, reporter: payload.side == .error ? position : nil,
        reporterThrew: false, follower: follower))
    detached.keepsNothing = false
    detached.sender = nil
    #if DEBUG
      detached.isSynchronous = false
    #endif
    return detached
  }

  /// The position the value was sent from (`nil`: the root), while the send runs
  /// (``isSynchronous``).
  var position: ResponderNode? { sender?.takeUnretainedValue() }

  /// Where the error `payload` comes from, for a responder that offers recovery.
  @MainActor
  func source(of payload: Payload) -> ErrorSource {
    if case .source(let source) = kept { return source }
    return ErrorSource(event: nil, sender: nil, reporter: sender?.takeUnretainedValue(), reporterThrew: false)
  }
}

extension Payload {
  /// The event, when this payload is one: what a retry would send again.
  var sentEvent: (any Event)? { side == .event ? event : nil }
}
