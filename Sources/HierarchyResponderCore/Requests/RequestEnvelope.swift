/// A request as the chain carries it: its trip, in the event slot of a request-side payload
/// (``Payload/request(_:)``). Not an event users see: only request nodes are on the request side.
///
/// The payload's type identity, for the dispatcher's per-type skip, is the request's type
/// (``Payload/typeInfo``), so a responder for `R` passes every other request type without
/// being asked (``ResponderNode/passKey``), exactly as an event passes a responder for another
/// event type.
package struct RequestEnvelope: Event {
  /// The trip the request is on.
  package let trip: RequestTrip
  /// The type the request was sent as, readable without the main actor (``Payload/typeInfo``).
  package let requestType: Any.Type
}

extension DispatchStep {
  /// The step a request responder's reply amounts to, the answer written to `trip`.
  @MainActor
  init<Response>(answering trip: RequestTrip, with reply: RequestReply<Response>) {
    switch reply {
    case .answer(let response):
      trip.answer(response)
      self = .answered
    case .notHandled:
      self = .declined
    }
  }

  /// The step of the reply `body` gives, the answer written to `trip`; what `body` throws is
  /// `failed`.
  @MainActor
  init<Response>(answering trip: RequestTrip, _ body: () throws -> RequestReply<Response>) {
    do {
      self.init(answering: trip, with: try body())
    } catch {
      self = .failed(error)
    }
  }
}

extension Payload {
  /// A request travelling up, in its trip's envelope.
  @MainActor
  package static func request(_ trip: RequestTrip) -> Payload {
    Payload(side: .request, event: RequestEnvelope(trip: trip, requestType: trip.requestType), error: nil)
  }

  /// The envelope of a request payload; `nil` on the other sides.
  package var requestEnvelope: RequestEnvelope? {
    side == .request ? eventStorage as? RequestEnvelope : nil
  }

  /// The trip of a request payload; `nil` on the other sides.
  package var request: RequestTrip? { requestEnvelope?.trip }

  /// A matcher for `.requests` declarations: whether a payload is a request of `type`.
  package static func requestMatcher(for type: any ResponderRequest.Type) -> (Payload) -> Bool {
    let identifier = ObjectIdentifier(type)
    return { $0.requestEnvelope.map { ObjectIdentifier($0.requestType) == identifier } ?? false }
  }
}
