import HierarchyResponderCore
import TestSupport

// The scenarios of the model-based test: random chains, what their closures
// do, and the values sent through them. Nothing here knows the dispatch
// rules; `ReferenceChain` interprets a scenario, the production chain runs it.

enum ModelSide: Equatable {
  case event, error
  /// A request (`Q0`…`Q2`): answered by the first request responder of its exact type that answers.
  case request
}

/// A value of the model: an event (`E0`…`E3`, then the shapes of `ModelShapes.events`)
/// an error `R0`…`R2`, or a request `Q0`…`Q2`, with a tag that says where it was made.
struct ModelValue: Hashable, CustomStringConvertible {
  static let eventTypes = 4 + ModelShapes.events.count
  static let errorTypes = 3
  static let requestTypes = 3

  var side: ModelSide
  var type: Int
  var tag: String

  /// The name of the value's Swift type, as issues and journeys spell it.
  var typeName: String { side == .event ? String(describing: Swift.type(of: event)) : Self.label(side: side, type: type) }
  var description: String { "\(Self.label(side: side, type: type))(\(tag))" }

  /// How traces and scenario descriptions name a value type: `E0`, `[ModelDog]`, `AnyHashable(ModelPing)`, `R1`, `Q2`.
  static func label(side: ModelSide, type: Int) -> String {
    switch side {
    case .error: "R\(type)"
    case .request: "Q\(type)"
    case .event: type < 4 ? "E\(type)" : ModelShapes.events[type - 4].label
    }
  }
}

/// What a node's closure replies for a value it accepted (for a request: `handled` answers it,
/// `notHandled` declines it, `thrown` throws).
enum ModelReply: Equatable {
  case handled
  case notHandled
  /// `.event(_)`/`.error(_)` replies: a transform (same side) or a catch.
  case replaced(ModelValue)
  /// A thrown error.
  case thrown(ModelValue)
}

/// One responder of a scenario.
struct ModelNode: CustomStringConvertible {
  enum Kind: Equatable {
    case receive(handles: Bool)
    case handle
    case transform(into: Int)
    /// Error side only: into an event type.
    case `catch`(into: Int)
  }

  var index: Int
  var side: ModelSide
  var kind: Kind
  /// The type index it is typed for; `nil` when untyped.
  var filter: Int?
  /// For values of this type index, the closure fails with an error of type `failure` instead.
  var failsOn: Int?
  var failure: Int
  /// Fails by replying `.error(_)` rather than throwing.
  var failsByReply: Bool
  var isAsync: Bool
  /// Before replying, triggers an event of this type from the position just outside itself.
  var retriggers: Int?
  /// When it is asked (the phases test draws some `capture` and `fallback` nodes).
  var phase = ResponderPhase.bubble

  var name: String { "N\(index)" }

  /// Events: a plain `as?` cast to the type the node is typed for (ARCHITECTURE.md, Kinds);
  /// the error types are distinct structs, so an equal type index is that cast.
  /// `event` is `value.event` for an event (made once per value by the caller), `nil` for an error.
  func accepts(_ value: ModelValue, event: Any?) -> Bool {
    guard value.side == side, let filter else { return value.side == side }
    guard let event else { return filter == value.type }
    return ModelShapes.eventFilters[filter].matches(event)
  }

  /// The name of the type the node is typed for.
  var filterName: String? {
    filter.map { side == .event ? ModelShapes.eventFilters[$0].name : ModelValue.label(side: side, type: $0) }
  }

  /// What the closure does with an accepted value (the scenario, not a dispatch rule).
  func reply(to value: ModelValue) -> ModelReply {
    let tag = "\(value.tag)>\(name)"
    if failsOn == value.type {
      let error = ModelValue(side: .error, type: failure, tag: tag + "!")
      return failsByReply ? .replaced(error) : .thrown(error)
    }
    switch kind {
    case .receive(let handles): return handles ? .handled : .notHandled
    case .handle: return .handled
    case .transform(let type): return .replaced(ModelValue(side: side, type: type, tag: tag))
    case .catch(let type): return .replaced(ModelValue(side: .event, type: type, tag: tag))
    }
  }

  /// The event a re-triggering node sends.
  var retriggered: ModelValue? {
    retriggers.map { ModelValue(side: .event, type: $0, tag: "\(name)^") }
  }

  var description: String {
    var text = "\(name): \(side) "
    switch kind {
    case .receive(let handles) where side == .request: text += handles ? "answers" : "declines"
    case .receive(let handles): text += "receive(\(handles ? "handled" : "notHandled"))"
    case .handle: text += "handle"
    case .transform(let type): text += "transform → \(ModelValue.label(side: side, type: type))"
    case .catch(let type): text += "catch → \(ModelValue.label(side: .event, type: type))"
    }
    text += filterName.map { " typed \($0)" } ?? " untyped"
    if let failsOn { text += ", \(failsByReply ? "replies" : "throws") R\(failure) on \(ModelValue.label(side: side, type: failsOn))" }
    if isAsync { text += ", async" }
    if let retriggers { text += ", triggers \(ModelValue.label(side: .event, type: retriggers)) from outside itself" }
    if phase != .bubble { text += ", \(phase) phase" }
    return text
  }
}

/// A value sent from a position: `-1` is outside every node, `i` the chain whose innermost node is `Ni`.
struct ModelTrigger: CustomStringConvertible {
  var value: ModelValue
  var position: Int
  /// Whether the test cancels every scope right after the trigger returns.
  var cancelsAfterwards: Bool

  var description: String {
    "\(value) from \(position < 0 ? "outside every node" : "N\(position)")\(cancelsAfterwards ? ", then cancel all scopes" : "")"
  }
}

/// A chain (nodes outer to inner), whether an outermost journey observer
/// watches it, and what is sent through it.
struct ModelScenario: CustomStringConvertible {
  var nodes: [ModelNode]
  var isObserved: Bool
  var triggers: [ModelTrigger]

  var hasAsync: Bool { nodes.contains { $0.isAsync } }

  /// A random scenario. With `requests`, the chain also has request responders (always typed for
  /// one request type; each answers, declines or throws, synchronously or not) and some of the values
  /// sent are requests; without, the generator draws exactly the numbers it drew before requests existed.
  static func random(using rng: inout SplitMix64, requests: Bool = false) -> ModelScenario {
    let count = 1 + rng.below(10)
    let asyncAllowed = rng.chance(25)
    var nodes: [ModelNode] = []
    for index in 0..<count {
      if requests, rng.chance(35) {
        nodes.append(.randomRequestResponder(index: index, asyncAllowed: asyncAllowed, using: &rng))
        continue
      }
      let side: ModelSide = rng.chance(60) ? .event : .error
      let types = side == .event ? ModelValue.eventTypes : ModelValue.errorTypes
      let filters = side == .event ? ModelShapes.eventFilters.count : ModelValue.errorTypes
      let kind: ModelNode.Kind
      switch (side, rng.below(10)) {
      case (.event, 0..<4), (.error, 0..<3): kind = .receive(handles: rng.chance(50))
      case (.event, 4..<6), (.error, 3..<5): kind = .handle
      case (.event, _), (.error, 5..<7): kind = .transform(into: rng.below(types))
      case (.error, _): kind = .catch(into: rng.below(ModelValue.eventTypes))
      case (.request, _): preconditionFailure("request responders are made by randomRequestResponder")
      }
      let isAsync = asyncAllowed && rng.chance(40)
      nodes.append(
        ModelNode(
          index: index, side: side, kind: kind,
          filter: rng.chance(40) ? nil : rng.below(filters),
          failsOn: rng.chance(25) ? rng.below(types) : nil,
          failure: rng.below(ModelValue.errorTypes),
          failsByReply: rng.chance(30),
          isAsync: isAsync,
          retriggers: !asyncAllowed && rng.chance(8) ? rng.below(ModelValue.eventTypes) : nil))
    }
    let hasAsync = nodes.contains { $0.isAsync }
    var triggers: [ModelTrigger] = []
    for number in 0..<(1 + rng.below(3)) {
      if requests, rng.chance(45) {
        let request = ModelValue(side: .request, type: rng.below(ModelValue.requestTypes), tag: "t\(number)")
        let position = rng.chance(50) ? count - 1 : rng.below(count + 1) - 1
        triggers.append(ModelTrigger(value: request, position: position, cancelsAfterwards: hasAsync && rng.chance(25)))
        continue
      }
      let isEvent = rng.chance(65)
      // `AnyHashable(ModelPing)` and `AnyHashable(ModelTap)` come often, so that one chain sees both
      // (a cast that depends on the instance, not on the type).
      let type =
        !isEvent ? rng.below(ModelValue.errorTypes)
        : rng.chance(20) ? ModelShapes.anyHashableEvents[rng.below(2)] : rng.below(ModelValue.eventTypes)
      let value = ModelValue(side: isEvent ? .event : .error, type: type, tag: "t\(number)")
      let position = rng.chance(50) ? count - 1 : rng.below(count + 1) - 1
      triggers.append(ModelTrigger(value: value, position: position, cancelsAfterwards: hasAsync && rng.chance(25)))
    }
    return ModelScenario(nodes: nodes, isObserved: hasAsync || rng.chance(75), triggers: triggers)
  }

  var description: String {
    (["chain, outer to inner\(isObserved ? ", inside a journey observer" : ""):"]
      + nodes.map { "  \($0)" } + ["sent, in order:"]
      + triggers.enumerated().map { "  #\($0.offset + 1) \($0.element)" }).joined(separator: "\n")
  }
}

extension ModelNode {
  /// A request responder: typed for one request type, it answers or declines (or throws for one
  /// request type, which it then never answers).
  static func randomRequestResponder(index: Int, asyncAllowed: Bool, using rng: inout SplitMix64) -> ModelNode {
    let type = rng.below(ModelValue.requestTypes)
    return ModelNode(
      index: index, side: .request, kind: .receive(handles: rng.chance(50)),
      filter: type,
      failsOn: rng.chance(25) ? type : nil,
      failure: rng.below(ModelValue.errorTypes),
      failsByReply: false,
      isAsync: asyncAllowed && rng.chance(40),
      retriggers: nil)
  }
}

/// The shared vocabulary of traces (the oracle compares these lines).
enum ModelTrace {
  static func siteName(_ index: Int) -> String { "N\(index) (Model/Chain.swift:\(index + 1))" }
  static func triggerOrigin(number: Int) -> String { "Model/Trigger.swift:\(number + 1)" }
  static func retriggerOrigin(node: Int) -> String { "Model/Trigger.swift:\(100 + node)" }
  static func saw(_ node: Int, _ value: ModelValue) -> String { "N\(node) saw \(value)" }
  static func handles(_ node: Int, _ value: ModelValue) -> String { "N\(node) handles \(value)" }
  static func triggers(_ node: Int, _ value: ModelValue) -> String { "N\(node) triggers \(value)" }
  static func journey(_ valueType: String, origin: String, path: [String], outcome: String) -> String {
    "journey \(valueType) from \(origin) [\(path.joined(separator: " "))] \(outcome)"
  }
  static func issue(_ message: String) -> String { "issue: \(message)" }
  /// What the requester of trigger `number` got: an answer, or what `sendRequest` threw.
  static func requestResult(number: Int, _ result: String) -> String { "request #\(number + 1) \(result)" }
  /// The answer of a request responder: who answered which request.
  static func answer(_ node: Int, _ value: ModelValue) -> String { "N\(node):\(value.tag)" }
}
