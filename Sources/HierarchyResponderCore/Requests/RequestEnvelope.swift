/// A request as the chain carries it: its trip, in the event slot of a request-side payload
/// (``Payload/request(_:)``).
///
/// A struct generic over the request's type, so that a responder for `R` knows every other
/// request without asking it: the dispatcher's per-type skip (``ResponderNode/passKey``) serves
/// requests exactly as it serves events. Not an event users see: only request nodes are on the
/// request side.
package struct RequestEnvelope<R: ResponderRequest>: Event, AnyRequestEnvelope {
  /// The trip the request is on.
  package let trip: RequestTrip<R>

  package var requestType: any ResponderRequest.Type { R.self }

  package func runNested<T>(_ body: () -> T) -> T { trip.runNested(body) }

  package func waits(in work: Task<Void, Never>) { trip.work = work }

  package func recorded(by spy: ResponderSpy) -> DispatchStep {
    DispatchStep(answering: trip) { try spy.record(request: trip.request) }
  }

  package func forwarded(to target: any RequestResponding) async -> DispatchStep {
    let request = trip.request
    do {
      return DispatchStep(answering: trip, with: try await target.respond(to: request))
    } catch {
      return .failed(error)
    }
  }
}

/// A request's envelope whose request type is not known statically: what the nodes that take
/// every request (a declaration, a spy's recorder, a bridge) see.
package protocol AnyRequestEnvelope {
  /// The request's type.
  var requestType: any ResponderRequest.Type { get }
  /// Runs `body` one request nesting level deeper (``RequestTrip/runNested(_:)``).
  @MainActor func runNested<T>(_ body: () -> T) -> T
  /// Notes the responder's work the request waits for, cancelled if the requester is.
  @MainActor func waits(in work: Task<Void, Never>)
  /// Offers the request to a spy: answered when the spy has an answer for its type, declined
  /// otherwise.
  @MainActor func recorded(by spy: ResponderSpy) -> DispatchStep
  /// Offers the request to another responder system (a bridge).
  @MainActor func forwarded(to target: any RequestResponding) async -> DispatchStep
}

extension DispatchStep {
  /// The step a request responder's reply amounts to, the answer written to `trip`.
  @MainActor
  init<R>(answering trip: RequestTrip<R>, with reply: RequestReply<R.Response>) {
    switch reply {
    case .answer(let response):
      trip.answer(response)
      self = .answered
    case .decline:
      self = .declined
    }
  }

  /// The step of a reply `body` gives, the answer written to `trip`; what `body` throws is
  /// `failed`.
  @MainActor
  init<R>(answering trip: RequestTrip<R>, _ body: () throws -> RequestReply<R.Response>) {
    do {
      self.init(answering: trip, with: try body())
    } catch {
      self = .failed(error)
    }
  }
}

extension Payload {
  /// A matcher for `.requests` declarations: whether a payload is a request of `type`.
  package static func requestMatcher(for type: any ResponderRequest.Type) -> (Payload) -> Bool {
    let identifier = ObjectIdentifier(type)
    return { $0.request.map { ObjectIdentifier($0.requestType) == identifier } ?? false }
  }
}
