/// One request on its way: where it was sent, the journey being recorded, and the bounds it
/// counts against.
///
/// Requests nest through `await`, not through the call stack: a responder's asynchronous work
/// may send a request while it answers one. The bounds travel with the work as a task-local
/// value (``RequestBounds``), which the tasks a responder starts inherit, so nesting deeper than
/// ``DispatchBounds/depthLimit`` or sending more than ``DispatchBounds/workLimit`` requests for one
/// top-level request is reported once and dropped: no hang, no unbounded growth.
@MainActor
package final class RequestTrip {
  /// Where the request was sent.
  package let origin: ResponderSite
  /// The journey being recorded, when an observer is interested.
  let journey: JourneyRecorder?
  /// How many requests this one is nested in (0 for a top-level request).
  let depth: Int
  /// The work of the top-level request this one belongs to.
  let budget: RequestBudget
  /// The request type an inner `.requests` declaration already listed.
  var declaredType: ObjectIdentifier?

  init(origin: ResponderSite, journey: JourneyRecorder?, bounds: RequestBounds?) {
    self.origin = origin
    self.journey = journey
    self.depth = bounds?.depth ?? 0
    self.budget = bounds?.budget ?? RequestBudget()
  }

  /// Runs `body` with the bounds a request sent from inside it counts against: one level deeper,
  /// the same budget. The tasks `body` starts inherit them.
  func runNested<T>(_ body: () -> T) -> T {
    RequestBounds.$current.withValue(RequestBounds(depth: depth + 1, budget: budget), operation: body)
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
