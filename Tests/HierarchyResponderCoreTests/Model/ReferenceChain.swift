/// An independent interpreter of the dispatch rules of ARCHITECTURE.md, written from
/// the rules and not from the production code: it predicts the full trace of
/// a scenario (what each responder saw, in order, nested triggers, journeys,
/// and how each value ended).
///
/// - Order: nodes are asked inner to outer; the first that handles stops the value.
/// - Synchronous: delivery is synchronous and depth-first: a nested trigger ends before its sender goes on.
/// - Lifetime: an async node continues outward when its closure returns; a cancelled one drops what it produced,
///   and its closure does not run when its scope was cancelled before it began; a cancelled scope is closed:
///   a value that reaches its node later is dropped there, without running anything.
/// - Kinds: typed nodes only see values that cast to their type (a plain `as?`, so `[Dog]` reaches
///   `[any Animal]` and `AnyHashable(Ping)` reaches `any PingLike`); events skip error nodes and the reverse;
///   a transform continues from the transforming node; a throw is an error from the throwing node
///   (it becomes the origin); a catch makes an event from the catching node (the origin too).
/// - Root: what nobody handles is one issue at the root, naming its type and origin.
/// - Journeys: an outermost observer gets one journey per sent value: the nodes that acted on it, and its end;
///   a throw ends the value's journey `failed` at the thrower, and the error gets a journey of its own from there.
/// - Requests: a request goes inner to outer to the request responders of its exact type, and to nothing
///   else; one that declines lets it go on unchanged, the first that answers ends it and its answer is
///   returned, one that throws ends it and its error is thrown to the requester; one whose scope is closed
///   ends it with `CancellationError`; past the root, `RequestNotAnswered` is thrown and one issue names
///   the type. Event and error responders never see a request, request responders never see the others.
/// - Phases: a value starting at a node meets the capture nodes at or outer to it, outermost first, then
///   the bubbling nodes inner to outer, then (once at the root) the fallback nodes at or outer to its
///   start, outermost first; a replaced value starts just outside the node that replaced it.
struct ReferenceChain {
  let scenario: ModelScenario
  private(set) var trace: [String] = []
  /// Set when the test cancels the scopes after a trigger: the first async node reached drops the value.
  private var cancellationPending = false
  /// Set once the test cancelled the scopes: they are closed for the rest of the scenario.
  private var scopesClosed = false

  init(_ scenario: ModelScenario) { self.scenario = scenario }

  /// The trace of the whole scenario.
  static func trace(of scenario: ModelScenario) -> [String] {
    var reference = ReferenceChain(scenario)
    for (number, trigger) in scenario.triggers.enumerated() {
      let origin = ModelTrace.triggerOrigin(number: number)
      if trigger.value.side == .request {
        // The requester awaits the answer: the scopes are cancelled after it, with nothing in flight.
        reference.cancellationPending = false
        let result = reference.ask(trigger.value, from: trigger.position, origin: origin)
        reference.trace.append(ModelTrace.requestResult(number: number, result))
      } else {
        reference.cancellationPending = trigger.cancelsAfterwards
        reference.send(trigger.value, from: trigger.position, origin: origin)
      }
      if trigger.cancelsAfterwards { reference.scopesClosed = true }
    }
    return reference.trace
  }

  /// One value's trip, from the node at `position` outward.
  private mutating func send(_ sent: ModelValue, from position: Int, origin sentOrigin: String) {
    var value = sent
    var origin = sentOrigin
    // The value whose journey is being recorded: the sent one, then an error a responder threw.
    var journeyValue = sent
    var journeyOrigin = sentOrigin
    var path: [String] = []
    var order = visitingOrder(from: position)
    var event: Any? = value.side == .event ? value.event : nil
    while !order.isEmpty {
      let index = order.removeFirst()
      let node = scenario.nodes[index]
      guard node.accepts(value, event: event) else { continue }
      if node.isAsync, cancellationPending || scopesClosed {
        // Cancelled before its work began, or closed: the closure does not run.
        cancellationPending = false
        end(journeyValue, origin: journeyOrigin, path: path + [node.name], outcome: "cancelled at \(node.name)")
        return
      }
      trace.append(ModelTrace.saw(index, value))
      if let event = node.retriggered {
        trace.append(ModelTrace.triggers(index, event))
        send(event, from: index - 1, origin: ModelTrace.retriggerOrigin(node: index))
      }
      let reply = node.reply(to: value)
      if case .handled = reply { trace.append(ModelTrace.handles(index, value)) }
      path.append(node.name)
      if node.isAsync {
        path.append(node.name)  // suspended, then what it did when it returned
      }
      switch reply {
      case .handled:
        end(journeyValue, origin: journeyOrigin, path: path, outcome: "handled by \(node.name)")
        return
      case .notHandled:
        break
      case .replaced(let next):
        if next.side != value.side { origin = ModelTrace.siteName(index) }
        value = next
        event = value.side == .event ? value.event : nil
        order = visitingOrder(from: index - 1)
      case .thrown(let error):
        // The value ends `failed` at the thrower; the error starts a trip and a journey of its own there.
        end(journeyValue, origin: journeyOrigin, path: path, outcome: "failed at \(node.name): \(error.typeName)")
        origin = ModelTrace.siteName(index)
        journeyValue = error
        journeyOrigin = origin
        path = []
        value = error
        event = nil
        order = visitingOrder(from: index - 1)
      }
    }
    end(journeyValue, origin: journeyOrigin, path: path, outcome: "unhandled")
    trace.append(ModelTrace.issue(unhandledMessage(value, origin: origin)))
  }

  /// One request's trip, from the node at `position` outward: what its requester gets.
  private mutating func ask(_ request: ModelValue, from position: Int, origin: String) -> String {
    var path: [String] = []
    for index in visitingOrder(from: position) {
      let node = scenario.nodes[index]
      guard node.accepts(request, event: nil) else { continue }
      path.append(node.name)
      if node.isAsync, scopesClosed {
        end(request, origin: origin, path: path, outcome: "cancelled at \(node.name)")
        return "threw CancellationError"
      }
      trace.append(ModelTrace.saw(node.index, request))
      // Suspended, then what it did when it returned, as for an event (one trip, one journey vocabulary).
      if node.isAsync { path.append(node.name) }
      switch node.reply(to: request) {
      case .handled:
        trace.append(ModelTrace.handles(node.index, request))
        end(request, origin: origin, path: path, outcome: "answered by \(node.name)")
        return "answered \(ModelTrace.answer(node.index, request))"
      case .thrown(let error):
        end(request, origin: origin, path: path, outcome: "failed at \(node.name): \(error.typeName)")
        return "threw \(error)"
      case .notHandled, .replaced:
        continue
      }
    }
    end(request, origin: origin, path: path, outcome: "unhandled")
    let name = request.typeName
    trace.append(
      ModelTrace.issue(
        "Unanswered request \(name): no responder answered it. Add .respond(to: \(name).self) { … } to an ancestor view."))
    return "threw RequestNotAnswered: No responder answered \(name) (sent at \(origin))."
  }

  /// The nodes a value starting at `start` meets, in order: the capture phase (outer to inner), the
  /// bubbling nodes (inner to outer), then the fallbacks (outer to inner).
  private func visitingOrder(from start: Int) -> [Int] {
    guard start >= 0 else { return [] }
    let positions = Array(0...start)
    return positions.filter { scenario.nodes[$0].phase == .capture }
      + positions.reversed().filter { scenario.nodes[$0].phase == .bubble }
      + positions.filter { scenario.nodes[$0].phase == .fallback }
  }

  private mutating func end(_ sent: ModelValue, origin: String, path: [String], outcome: String) {
    guard scenario.isObserved else { return }
    trace.append(ModelTrace.journey(sent.typeName, origin: origin, path: path, outcome: outcome))
  }

  private func unhandledMessage(_ value: ModelValue, origin: String) -> String {
    let name = value.typeName
    return value.side == .event
      ? "Unhandled event \(name): no responder handled it. "
        + "Add .handleEvent(\(name).self) { … } to an ancestor view."
      : "Unhandled error \(name): no responder handled it. "
        + "Add .handleError(\(name).self) { … } to an ancestor view."
  }
}
