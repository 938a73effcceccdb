/// One request on its way: the request, where it was sent, the bounds it counts against, and
/// the requester waiting for the trip's end.
///
/// A request travels the chain as every value does, through the one dispatcher loop
/// (``Dispatcher/sendRequest(_:from:origin:)``): a payload on the request side whose envelope
/// (``RequestEnvelope``) carries this trip. A responder that answers writes the answer here
/// (``answer(_:)``) and ends its step with `.answered`. The trip ends like any other, in its
/// ``OutcomeRecorder``; the outcome is what the requester receives: the answer, or the error
/// that ending means (``result(for:)``).
///
/// Requests nest through `await`, not through the call stack: a responder's asynchronous work
/// may send a request while it answers one. The bounds therefore travel with the work as a
/// task-local value (``RequestBounds``), which the tasks a responder starts inherit, so nesting
/// deeper than ``DispatchBounds/depthLimit`` or sending more than ``DispatchBounds/workLimit``
/// requests for one top-level request is reported once and dropped: no hang, no unbounded growth.
///
/// Not generic over the request's type: in the core's unspecialised code every generic type made
/// per request costs a metadata lookup (about 1,100 instructions each); the answer is kept as
/// `Any` and cast once, to the type the requester awaits.
@MainActor
package final class RequestTrip: OutcomeRecorder {
  /// The request.
  package let request: any ResponderRequest
  /// The type it was sent as: the one type its responders take.
  package let requestType: any ResponderRequest.Type
  /// Where the request was sent.
  let origin: ResponderSite
  /// How many requests this one is nested in (0 for a top-level request).
  let depth: Int
  /// The work of the top-level request this one belongs to.
  let budget: RequestBudget
  /// Where the trip's end is written: the trip itself, an ``OutcomeRecorder`` that reads its end
  /// as an answer (``ended(_:)``).
  var recorder: OutcomeRecorder { self }
  /// The journey being recorded, when an observer is interested.
  var journey: JourneyRecorder?
  // The trip's state is touched on the main actor only, each access short and never held across a
  // call that could touch it again. Dynamic exclusivity checks on it (and on the outcome
  // recorder's) cost a request 942 instructions of 8,785, 10.7 % (`Docs/Design/FastPath.md`), so
  // they are off.
  /// The work of the asynchronous responder the request waits in, cancelled when the requester is.
  @exclusivity(unchecked) var work: InFlightWork?
  /// The answer given, until the trip ends.
  @exclusivity(unchecked) private var answer: (any Sendable)?
  /// What the requester receives, once the trip has ended.
  @exclusivity(unchecked) private var result: Result<any Sendable, any Error>?
  /// The requester, while it waits.
  @exclusivity(unchecked) private var requester: CheckedContinuation<Result<any Sendable, any Error>, Never>?

  init<R: ResponderRequest>(_ request: R, origin: ResponderSite, bounds: RequestBounds?) {
    self.request = request
    self.requestType = R.self
    self.origin = origin
    self.depth = bounds?.depth ?? 0
    self.budget = bounds?.budget ?? RequestBudget()
  }

  package override func ended(_ outcome: EventOutcome) {
    finish(result(for: outcome))
  }

  /// Writes the answer of the responder that ends the trip with `.answered`.
  package func answer(_ response: any Sendable) {
    answer = response
  }

  /// The name of the request's type, for journeys and issues.
  var typeName: String { String(describing: requestType) }

  /// Runs `body` with the bounds a request sent from inside it counts against: one level deeper,
  /// the same budget. The tasks `body` starts inherit them.
  func runNested<T>(_ body: () -> T) -> T {
    RequestBounds.$current.withValue(RequestBounds(depth: depth + 1, budget: budget), operation: body)
  }

  /// Offers the request to a spy: answered when the spy has an answer for its type, declined
  /// otherwise.
  func recorded(by spy: ResponderSpy) -> DispatchStep {
    func record<R: ResponderRequest>(_ request: R) -> DispatchStep {
      DispatchStep(answering: self) { try spy.record(request: request) }
    }
    return record(request)
  }

  /// Offers the request to another responder system (a bridge), in the work that waits for it.
  func forwarded(to target: any RequestResponding) async -> DispatchStep {
    func forward<R: ResponderRequest>(_ request: R) async -> DispatchStep {
      do {
        return DispatchStep(answering: self, with: try await target.respond(to: request))
      } catch {
        return .failed(error)
      }
    }
    return await forward(request)
  }

  /// Counts the request against its bounds (``DispatchBounds``, at the depth its task carries);
  /// the reason it is dropped, if it is. The first drop of a top-level request is reported, the
  /// others are silent.
  func admit() -> String? {
    let reason: String
    switch budget.bounds.admit(cost: 1, limit: DispatchBounds.workLimit, depth: depth, spendsWhenDropped: true) {
    case .admitted: return nil
    case .tooDeep: reason = Messages.requestDepthExceeded(requestType, limit: DispatchBounds.depthLimit)
    case .overBudget: reason = Messages.requestWorkExceeded(requestType, limit: DispatchBounds.workLimit)
    }
    if budget.bounds.reportsDrop() {
      ResponderDiagnostics.report(reason, site: origin)
    }
    return reason
  }

  /// The answer, or the error the trip's end means: at once when every responder on the way was
  /// synchronous, after the asynchronous responder's work otherwise. The requester's
  /// cancellation ends the trip at once (``requesterCancelled()``).
  ///
  /// - Parameter type: the type of the answer (the request type's `Response`).
  func waitForAnswer<Response>(as type: Response.Type) async throws -> Response {
    // Only a responder for the request's type answers, with its `Response`.
    if let result { return try result.get() as! Response }
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if let result = self.result { continuation.resume(returning: result) } else { requester = continuation }
      }
    } onCancel: {
      MainActorHop.run { self.requesterCancelled() }
    }
    return try result.get() as! Response
  }

  /// The requester's task was cancelled: it receives a `CancellationError` at once, the journey
  /// ends `dropped` at the responder it waited in, and that responder's work is cancelled (what
  /// it answers later is dropped).
  func requesterCancelled() {
    guard result == nil else { return }
    let work = self.work
    finish(.failure(CancellationError()))
    if let journey, let node = recorder.suspendedAt, let kind = node.kind {
      journey.record(Journey.Hop(site: node.site, kind: kind, valueType: typeName, action: .dropped))
    }
    TripEnd.requesterCancelled.finish(journey: journey, outcome: recorder)
    work?.cancel()
  }

  /// Hands the requester `result`; only the first counts.
  private func finish(_ result: Result<any Sendable, any Error>) {
    guard self.result == nil else { return }
    self.result = result
    work = nil
    requester.take()?.resume(returning: result)
  }

  /// What the requester receives for a trip that ended with `outcome`: the answer when a
  /// responder answered; what it threw when it threw; a `CancellationError` when its view was
  /// removed or a newer request superseded its work; ``RequestNotAnswered`` otherwise, with the
  /// reason (nobody answered, a busy responder, a bound or a strict declaration dropped it).
  private func result(for outcome: EventOutcome) -> Result<any Sendable, any Error> {
    let reason: RequestNotAnswered.Reason
    switch outcome {
    case .handled:
      guard let answer else { preconditionFailure("A request responder ended the trip without an answer.") }
      return .success(answer)
    case .failed(let error, _): return .failure(error)
    case .cancelled: return .failure(CancellationError())
    case .busy(let responder): reason = .busy(at: responder.site)
    case .dropped(let why): reason = .dropped(reason: why)
    case .unhandled, .pending: reason = .unhandled
    }
    return .failure(RequestNotAnswered(requestType: typeName, origin: origin, reason: reason))
  }
}

/// The bounds a request sent from here counts against.
package struct RequestBounds: Sendable {
  /// How many requests the current work is nested in.
  let depth: Int
  /// The work of the top-level request.
  let budget: RequestBudget

  /// The bounds of the request whose responder runs now; `nil` outside any.
  @TaskLocal static var current: RequestBounds?
}

/// The count of one top-level request and of every request it caused (``DispatchBounds``),
/// shared by the tasks they run in.
@MainActor
final class RequestBudget: Sendable {
  /// The requests sent so far, and whether a drop was reported (one issue per top-level request).
  var bounds = DispatchBounds()
}
