import HierarchyResponderCore
import TestSupport
import IssueReporting
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Model-based randomized test: random chains run by the production code and
/// by `ReferenceChain`; their traces must be identical, and every sent value
/// must end exactly once. The request test adds request responders and requests to the chains
/// (ARCHITECTURE.md, Requests): the model also decides who answers each request, or that none does.
///
/// Reproduce a run with `HR_MODEL_SEED=<seed> swift test --filter ModelBasedDispatchTests`;
/// `HR_MODEL_CHAINS` changes how many chains are tried.
@MainActor
@Suite struct ModelBasedDispatchTests {
  static let defaultSeed: UInt64 = 0x4852_5F4D_4F44_454C
  static let defaultChainCount = 10_000

  @Test func productionDispatchMatchesTheReferenceModel() async {
    let seed = environment("HR_MODEL_SEED").flatMap { UInt64($0) } ?? Self.defaultSeed
    let chainCount = environment("HR_MODEL_CHAINS").flatMap { Int($0) } ?? Self.defaultChainCount
    print("ModelBasedDispatchTests: seed \(seed), \(chainCount) chains (override with HR_MODEL_SEED, HR_MODEL_CHAINS)")
    var rng = SplitMix64(seed: seed)
    var stats = (async: 0, sent: 0, nested: 0, lines: 0, cancelled: 0, closed: 0, unhandled: 0, converted: 0)
    for number in 0..<chainCount {
      let scenario = ModelScenario.random(using: &rng)
      let expected = ReferenceChain.trace(of: scenario)
      let run = ProductionRun(scenario)
      await run.run()
      stats.async += scenario.hasAsync ? 1 : 0
      stats.sent += run.sent
      stats.nested += run.sent - scenario.triggers.count
      stats.lines += run.trace.count
      stats.cancelled += run.outcomes.filter { $0.hasPrefix("cancelled") }.count
      stats.closed += run.droppedByClosedScopes
      stats.unhandled += run.unhandledIssues
      stats.converted += run.convertedDeliveries
      guard matches(run, expected, seed: seed, chain: number) else { return }
    }
    print(
      "ModelBasedDispatchTests: \(chainCount) chains (\(stats.async) with async responders), "
        + "\(stats.sent) values sent (\(stats.nested) by nested triggers; \(stats.unhandled) unhandled, "
        + "\(stats.cancelled) cancelled, \(stats.closed) of them by a closed scope; \(stats.converted) delivered "
        + "as another type by the cast), \(stats.lines) trace lines: all match")
    // ARCHITECTURE.md, Lifetime: the runs must include values that reached a scope closed by an earlier cancellation.
    #expect(chainCount < 1_000 || stats.closed > 0)
    // ARCHITECTURE.md, Kinds: the runs must include deliveries that only a cast of the instance allows
    // (collection covariance, `Optional` and `AnyHashable` wrapping and unwrapping).
    #expect(chainCount < 1_000 || stats.converted > 0)
  }

  /// ARCHITECTURE.md, Requests: over random chains that mix request responders (answering, declining,
  /// throwing; synchronous and asynchronous) with event and error responders, `sendRequest` returns
  /// the answer of the responder the model picks, or throws what the model says (the responder's error,
  /// `RequestNotAnswered` with its issue, `CancellationError` from a closed scope), with the journeys
  /// the model predicts; events and errors sent through the same chains are unaffected.
  @Test func productionRequestsMatchTheReferenceModel() async {
    let seed = environment("HR_MODEL_SEED").flatMap { UInt64($0) } ?? Self.defaultSeed
    let chainCount = environment("HR_MODEL_CHAINS").flatMap { Int($0) } ?? Self.defaultChainCount
    print("ModelBasedDispatchTests (requests): seed \(seed), \(chainCount) chains (override with HR_MODEL_SEED, HR_MODEL_CHAINS)")
    var rng = SplitMix64(seed: seed)
    var results: [String: Int] = [:]
    var events = 0
    for number in 0..<chainCount {
      let scenario = ModelScenario.random(using: &rng, requests: true)
      let expected = ReferenceChain.trace(of: scenario)
      let run = ProductionRun(scenario)
      await run.run()
      events += run.sent
      for result in run.requestResults { results[result, default: 0] += 1 }
      guard matches(run, expected, seed: seed, chain: number) else { return }
    }
    print(
      "ModelBasedDispatchTests (requests): \(chainCount) chains, \(events) events and errors, requests: "
        + results.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ") + ": all match")
    // Every way a request ends must occur in the runs (Requests).
    if chainCount >= 1_000 {
      for ending in ["answered", "threw R", "threw RequestNotAnswered", "threw CancellationError"] {
        #expect(results[ending, default: 0] > 0, "no request ended as \(ending)")
      }
    }
  }

  /// ARCHITECTURE.md, Phases: the random chains of both tests above (events, errors and requests),
  /// with some responders in the capture phase and some in the fallback phase: every delivery,
  /// nested trigger, journey, issue and request result is the one the model predicts.
  @Test func productionPhasesMatchTheReferenceModel() async {
    let seed = environment("HR_MODEL_SEED").flatMap { UInt64($0) } ?? Self.defaultSeed
    let chainCount = environment("HR_MODEL_CHAINS").flatMap { Int($0) } ?? Self.defaultChainCount
    print("ModelBasedDispatchTests (phases): seed \(seed), \(chainCount) chains (override with HR_MODEL_SEED, HR_MODEL_CHAINS)")
    var rng = SplitMix64(seed: seed)
    var acted: [ResponderPhase: Int] = [:]
    for number in 0..<chainCount {
      var scenario = ModelScenario.random(using: &rng, requests: rng.chance(50))
      for index in scenario.nodes.indices where rng.chance(35) {
        scenario.nodes[index].phase = rng.chance(50) ? .capture : .fallback
      }
      let expected = ReferenceChain.trace(of: scenario)
      let run = ProductionRun(scenario)
      await run.run()
      for line in run.trace where line.contains(" handles ") {
        let node = line.dropFirst().prefix { $0.isNumber }
        if let index = Int(node) { acted[scenario.nodes[index].phase, default: 0] += 1 }
      }
      guard matches(run, expected, seed: seed, chain: number) else { return }
    }
    print(
      "ModelBasedDispatchTests (phases): \(chainCount) chains, handled in the capture phase \(acted[.capture, default: 0]), "
        + "bubbling \(acted[.bubble, default: 0]), by a fallback \(acted[.fallback, default: 0]): all match")
    // The runs must include values taken in each phase.
    if chainCount >= 1_000 {
      for phase in [ResponderPhase.capture, .bubble, .fallback] { #expect(acted[phase, default: 0] > 0, "nothing taken in \(phase)") }
    }
  }

  /// Whether the run kept conservation and traced what the model expected; records the divergence
  /// (with the seed that reproduces it) when not.
  private func matches(_ run: ProductionRun, _ expected: [String], seed: UInt64, chain number: Int) -> Bool {
    let failures = run.conservationFailures() + (run.trace == expected ? [] : ["the trace differs from the model"])
    guard !failures.isEmpty else { return true }
    Issue.record(
      """
      Divergence with seed \(seed) (HR_MODEL_SEED=\(seed)), chain #\(number):
      \(failures.joined(separator: "\n"))
      \(run.scenario)
      expected (model):
      \(expected.map { "  \($0)" }.joined(separator: "\n"))
      actual (production):
      \(run.trace.map { "  \($0)" }.joined(separator: "\n"))
      """)
    return false
  }

  private func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}

// MARK: - The model's values as production events and errors

protocol ModelTagged {
  var modelValue: ModelValue { get }
}

struct E0: Event, ModelTagged { var tag: String; var modelValue: ModelValue { .init(side: .event, type: 0, tag: tag) } }
struct E1: Event, ModelTagged { var tag: String; var modelValue: ModelValue { .init(side: .event, type: 1, tag: tag) } }
struct E2: Event, ModelTagged { var tag: String; var modelValue: ModelValue { .init(side: .event, type: 2, tag: tag) } }
struct E3: Event, ModelTagged { var tag: String; var modelValue: ModelValue { .init(side: .event, type: 3, tag: tag) } }
struct R0: Error, ModelTagged { var tag: String; var modelValue: ModelValue { .init(side: .error, type: 0, tag: tag) } }
struct R1: Error, ModelTagged { var tag: String; var modelValue: ModelValue { .init(side: .error, type: 1, tag: tag) } }
struct R2: Error, ModelTagged { var tag: String; var modelValue: ModelValue { .init(side: .error, type: 2, tag: tag) } }
struct Q0: ResponderRequest, ModelTagged {
  typealias Response = String
  var tag: String
  var modelValue: ModelValue { .init(side: .request, type: 0, tag: tag) }
}
struct Q1: ResponderRequest, ModelTagged {
  typealias Response = String
  var tag: String
  var modelValue: ModelValue { .init(side: .request, type: 1, tag: tag) }
}
struct Q2: ResponderRequest, ModelTagged {
  typealias Response = String
  var tag: String
  var modelValue: ModelValue { .init(side: .request, type: 2, tag: tag) }
}

extension ModelValue {
  var event: any Event {
    switch type {
    case 0: E0(tag: tag)
    case 1: E1(tag: tag)
    case 2: E2(tag: tag)
    case 3: E3(tag: tag)
    default: ModelShapes.events[type - 4].make(self)
    }
  }

  var error: any Error {
    switch type {
    case 0: R0(tag: tag)
    case 1: R1(tag: tag)
    default: R2(tag: tag)
    }
  }

  /// Sends this request from `chain` and says what the requester got, in the model's words.
  @MainActor
  func ask(from chain: ResponderChain, fileID: StaticString, line: UInt) async -> String {
    do {
      switch type {
      case 0: return "answered " + (try await chain.sendRequest(Q0(tag: tag), fileID: fileID, line: line))
      case 1: return "answered " + (try await chain.sendRequest(Q1(tag: tag), fileID: fileID, line: line))
      default: return "answered " + (try await chain.sendRequest(Q2(tag: tag), fileID: fileID, line: line))
      }
    } catch let error as any ModelTagged {
      return "threw \(error.modelValue)"
    } catch let error as RequestNotAnswered {
      return "threw RequestNotAnswered: \(error)"
    } catch {
      return "threw \(Swift.type(of: error))"
    }
  }
}

// MARK: - Running a scenario on the production chain

/// Builds a scenario's chain with the production API, sends its values, and
/// records the trace in the model's vocabulary.
@MainActor
final class ProductionRun {
  let scenario: ModelScenario
  private(set) var trace: [String] = []
  /// How many values were sent (triggers and nested triggers).
  private(set) var sent = 0
  /// How each value ended, from the journeys.
  private(set) var outcomes: [String] = []
  /// How each request ended, from the journeys.
  private(set) var requestOutcomes: [String] = []
  /// What each requester got, by kind: `answered`, `threw R`, `threw RequestNotAnswered`, `threw CancellationError`.
  private(set) var requestResults: [String] = []
  /// Values dropped where they reached a responder whose scope was already closed (ARCHITECTURE.md, Lifetime).
  private(set) var droppedByClosedScopes = 0
  /// Deliveries where the responder got the value as another type than the one sent
  /// (`[ModelDog]` as `[any ModelAnimal]`, `AnyHashable(ModelPing)` as `any ModelPingLike`, …).
  private(set) var convertedDeliveries = 0
  private var handledReplies = 0
  private(set) var unhandledIssues = 0
  private var cancellations = 0
  /// `positions[0]` is outside every node; `positions[i + 1]` the chain whose innermost node is `Ni`.
  private var positions: [ResponderChain] = []
  private var scopes: [ResponderTaskScope] = []

  init(_ scenario: ModelScenario) {
    self.scenario = scenario
    var chain = ResponderChain()
    if scenario.isObserved {
      chain = chain.observingJourneys(site: ResponderSite(fileID: "Model/Chain.swift", line: 999, name: "observer")) {
        [unowned self] journey in record(journey)
      }
    }
    positions.append(chain)
    for node in scenario.nodes {
      chain = add(node, to: chain)
      positions.append(chain)
    }
  }

  func run() async {
    await withIssueReporters([ModelIssueSink(run: self)]) {
      for (number, trigger) in scenario.triggers.enumerated() {
        let position = positions[trigger.position + 1]
        if trigger.value.side == .request {
          let result = await trigger.value.ask(from: position, fileID: "Model/Trigger.swift", line: UInt(number + 1))
          requestResults.append(Self.ending(of: result))
          trace.append(ModelTrace.requestResult(number: number, result))
        } else {
          send(trigger.value, from: position, fileID: "Model/Trigger.swift", line: UInt(number + 1))
        }
        if trigger.cancelsAfterwards {
          for scope in scopes {
            scope.cancelAll()
            cancellations += 1
          }
        }
        if scenario.hasAsync { await settle() }
      }
    }
  }

  /// What breaks conservation: a value lost, or ended twice; work left running.
  func conservationFailures() -> [String] {
    var failures: [String] = []
    let ended = scenario.isObserved ? endedJourneys : handledReplies + unhandledIssues
    if ended != sent { failures.append("\(sent) values sent, \(ended) ended") }
    if scenario.isObserved {
      let unhandled = outcomes.filter { $0 == "unhandled" }.count
      if unhandled != unhandledIssues { failures.append("\(unhandled) unhandled journeys, \(unhandledIssues) issues") }
      if cancellations == 0, outcomes.filter({ $0.hasPrefix("handled") }).count != handledReplies {
        failures.append("handled journeys and handled replies differ")
      }
      if outcomes.contains(where: { $0.hasPrefix("dropped") }) { failures.append("a value was dropped") }
    }
    let requests = scenario.triggers.filter { $0.value.side == .request }.count
    if requestResults.count != requests { failures.append("\(requests) requests sent, \(requestResults.count) returned") }
    if scenario.isObserved, requestOutcomes.count != requests {
      failures.append("\(requests) requests sent, \(requestOutcomes.count) request journeys")
    }
    if let busy = scopes.first(where: { $0.runningTaskCount != 0 }) {
      failures.append("a scope still runs \(busy.runningTaskCount) task(s)")
    }
    return failures
  }

  fileprivate func recordIssue(_ message: String) {
    unhandledIssues += message.hasPrefix("Unhandled") ? 1 : 0
    trace.append(ModelTrace.issue(message))
  }

  // MARK: Private

  private func send(_ value: ModelValue, from chain: ResponderChain, fileID: StaticString, line: UInt) {
    sent += 1
    switch value.side {
    case .event: chain.triggerEvent(value.event, fileID: fileID, line: line)
    case .error: chain.reportError(value.error, fileID: fileID, line: line)
    case .request: preconditionFailure("requests are sent with ModelValue.ask(from:fileID:line:)")
    }
  }

  /// The journeys of the values sent that ended: a throw ends its value's journey `failed` and
  /// starts the error's own, one more journey for no more values sent.
  private var endedJourneys: Int { outcomes.count - outcomes.filter { $0.hasPrefix("failed") }.count }

  /// Waits until the async work of the last trigger ended (its journey arrived) and every scope is empty.
  private func settle() async {
    for _ in 0..<1_000 {
      for scope in scopes { await scope.waitForAll() }
      if endedJourneys >= sent, scopes.allSatisfy({ $0.runningTaskCount == 0 }) { return }
      await Task.yield()
    }
  }

  private func record(_ journey: Journey) {
    // A closed scope drops the value on the spot (a `.dropped` hop); an in-flight
    // cancellation ends after a `.suspended` hop.
    if case .cancelled = journey.outcome, journey.hops.last?.action == .dropped { droppedByClosedScopes += 1 }
    let outcome: String
    switch journey.outcome {
    case .handled(let site, let kind) where kind == .receiveRequest || kind == .respond:
      outcome = "answered by \(site.name ?? "?")"
    case .handled(let site, _): outcome = "handled by \(site.name ?? "?")"
    case .unhandled: outcome = "unhandled"
    case .failed(let error, let site): outcome = "failed at \(site.name ?? "?"): \(error)"
    case .cancelled(let site, false): outcome = "cancelled at \(site.name ?? "?")"
    case .cancelled(let site, true): outcome = "superseded at \(site.name ?? "?")"
    case .busy(let site): outcome = "busy at \(site.name ?? "?")"
    case .dropped(let reason): outcome = "dropped: \(reason)"
    }
    if journey.valueType.hasPrefix("Q") { requestOutcomes.append(outcome) } else { outcomes.append(outcome) }
    trace.append(ModelTrace.journey(journey.valueType, origin: journey.origin.description, path: journey.path, outcome: outcome))
  }

  /// The model value a closure received, counting the deliveries whose cast converted it.
  private func modelValue(of received: Any) -> ModelValue {
    let value = ModelShapes.modelValue(in: received)!
    if ObjectIdentifier(type(of: received)) != ObjectIdentifier(type(of: value.event as Any)) { convertedDeliveries += 1 }
    return value
  }

  /// What the node's closure does: log, maybe trigger from outside itself, reply.
  private func respond(_ node: ModelNode, to value: ModelValue) throws -> ResponderReply {
    trace.append(ModelTrace.saw(node.index, value))
    if let event = node.retriggered {
      trace.append(ModelTrace.triggers(node.index, event))
      send(event, from: positions[node.index], fileID: "Model/Trigger.swift", line: UInt(100 + node.index))
    }
    switch node.reply(to: value) {
    case .handled:
      handledReplies += 1
      trace.append(ModelTrace.handles(node.index, value))
      return .handled
    case .notHandled:
      return .notHandled
    case .replaced(let next):
      return next.side == .event ? .event(next.event) : .error(next.error)
    case .thrown(let error):
      throw error.error
    }
  }

  private func add(_ node: ModelNode, to chain: ResponderChain) -> ResponderChain {
    switch (node.side, node.filter) {
    case (.event, nil): add(node, for: (any Event).self, to: chain)
    case (.event, let filter?): ModelShapes.eventFilters[filter].add(self, node, chain)
    case (.error, nil): add(node, for: (any Error).self, to: chain)
    case (.error, 0?): add(node, for: R0.self, to: chain)
    case (.error, 1?): add(node, for: R1.self, to: chain)
    case (.error, _): add(node, for: R2.self, to: chain)
    case (.request, 0?): addRequestResponder(node, for: Q0.self, to: chain)
    case (.request, 1?): addRequestResponder(node, for: Q1.self, to: chain)
    case (.request, _): addRequestResponder(node, for: Q2.self, to: chain)
    }
  }

  /// How a request ended, without its details: `answered`, `threw R` (a responder's error),
  /// `threw RequestNotAnswered` or `threw CancellationError`.
  private static func ending(of result: String) -> String {
    ["threw RequestNotAnswered", "threw CancellationError", "threw R", "answered"].first { result.hasPrefix($0) } ?? result
  }

  /// A request responder: logs what it saw, then answers with its name and the request's tag,
  /// declines, or throws, as the node says.
  private func addRequestResponder<Q: ResponderRequest & ModelTagged>(
    _ node: ModelNode, for type: Q.Type, to chain: ResponderChain
  ) -> ResponderChain where Q.Response == String {
    let site = ResponderSite(fileID: "Model/Chain.swift", line: UInt(node.index + 1), name: node.name)
    guard node.isAsync else {
      return chain.addingResponder(to: type, phase: node.phase, site: site) { [unowned self] request in
        try answer(node, to: request.modelValue)
      }
    }
    let scope = ResponderTaskScope()
    scopes.append(scope)
    return chain.addingResponder(to: type, phase: node.phase, site: site, scope: scope) { [unowned self] request in
      await Task.yield()
      return try answer(node, to: request.modelValue)
    }
  }

  private func answer(_ node: ModelNode, to request: ModelValue) throws -> RequestReply<String> {
    trace.append(ModelTrace.saw(node.index, request))
    switch node.reply(to: request) {
    case .handled:
      trace.append(ModelTrace.handles(node.index, request))
      return .answer(ModelTrace.answer(node.index, request))
    case .thrown(let error):
      throw error.error
    case .notHandled, .replaced:
      return .notHandled
    }
  }

  func add<Value>(_ node: ModelNode, for type: Value.Type, to chain: ResponderChain) -> ResponderChain {
    let kind: ResponderKind
    switch (node.side, node.kind) {
    case (.event, .receive): kind = .receiveEvent
    case (.event, .handle): kind = .handleEvent
    case (.event, _): kind = .transformEvent
    case (.error, .receive): kind = .receiveError
    case (.error, .handle): kind = .handleError
    case (.error, .transform): kind = .transformError
    case (.error, .catch): kind = .catchError
    case (.request, _): preconditionFailure("request responders are added by addRequestResponder")
    }
    let site = ResponderSite(fileID: "Model/Chain.swift", line: UInt(node.index + 1), name: node.name)
    guard node.isAsync else {
      return chain.addingResponder(for: type, kind: kind, phase: node.phase, site: site) { [unowned self] value in
        try respond(node, to: modelValue(of: value))
      }
    }
    let scope = ResponderTaskScope()
    scopes.append(scope)
    return chain.addingResponder(for: type, kind: kind, phase: node.phase, site: site, scope: scope) { [unowned self] value in
      await Task.yield()
      return try respond(node, to: modelValue(of: value))
    }
  }
}

/// Sends the issues of a model run into its trace. Issues are reported on the main actor.
private final class ModelIssueSink: IssueReporter, @unchecked Sendable {
  private unowned let run: ProductionRun

  init(run: ProductionRun) { self.run = run }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {
    let text = message() ?? ""
    MainActor.assumeIsolated { run.recordIssue(text) }
  }
}
