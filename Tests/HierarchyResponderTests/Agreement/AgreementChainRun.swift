import HierarchyResponder
import IssueReporting

/// A random app's path built as the layer's modifiers build it (a validation just inside its
/// responder, the sites numbered by layer), and what its three views say: the commands' states
/// (validation), where a value sent from the focused position goes (delivery, its journey and
/// outcome), and who answers the request.
@MainActor
final class AgreementChainRun {
  private(set) var seen: [Int] = []
  private(set) var journeys: [Journey] = []
  private var chain = ResponderChain()

  init(_ scenario: AgreementScenario) {
    var chain = ResponderChain()
    chain = chain.observingJourneys(site: ResponderSite(fileID: "Agreement/Root.swift", line: 1, name: "root")) {
      [unowned self] in journeys.append($0)
    }
    chain = chain.addingResponder(for: AgreeInverse.self, kind: .handleEvent) { _ in .handled }
    for layer in scenario.layers.prefix(scenario.focus) { chain = add(layer, to: chain) }
    self.chain = chain
  }

  /// The state validation gives a command of type `type`.
  func state(_ type: Int) -> EventState? {
    switch type {
    case 0: chain.eventState(for: AgreeE0.self)
    case 1: chain.eventState(for: AgreeE1.self)
    default: chain.eventState(for: AgreeE2.self)
    }
  }

  /// Whether capability says a responder takes `type`.
  func hasResponder(_ type: Int) -> Bool {
    switch type {
    case 0: chain.triggerEvent.hasResponder(for: AgreeE0.self)
    case 1: chain.triggerEvent.hasResponder(for: AgreeE1.self)
    default: chain.triggerEvent.hasResponder(for: AgreeE2.self)
    }
  }

  /// Sends an event of type `type` from the focused position: who saw it, and its journey (the
  /// event's own: an error a responder throws on the way has a journey of its own, after it).
  func send(_ type: Int) -> (seen: [Int], journey: Journey?, issues: [String]) {
    seen = []
    journeys = []
    let collector = AgreementIssues()
    withIssueReporters([collector]) {
      switch type {
      case 0: chain.triggerEvent(AgreeE0())
      case 1: chain.triggerEvent(AgreeE1())
      default: chain.triggerEvent(AgreeE2())
      }
    }
    return (seen, journeys.first, collector.messages)
  }

  /// Asks `AgreeQuestion` from the focused position: the answering layer's name, or `nil`.
  func ask() async -> String? {
    let collector = AgreementIssues()
    return await withIssueReporters([collector]) {
      try? await chain.sendRequest(AgreeQuestion())
    }
  }

  private func add(_ layer: AgreementLayer, to chain: ResponderChain) -> ResponderChain {
    let site = AgreementChainRun.site(layer.index)
    switch layer.role {
    case .responder(let type, let phase, let behavior, let validation):
      return switch type {
      case 0: add(AgreeE0.self, layer.index, phase, behavior, validation, site, to: chain)
      case 1: add(AgreeE1.self, layer.index, phase, behavior, validation, site, to: chain)
      default: add(AgreeE2.self, layer.index, phase, behavior, validation, site, to: chain)
      }
    case .validation(let type, let state):
      return switch type {
      case 0: ResponderAnchor<EventValidationNode>().update(parent: chain, validating: AgreeE0.self, site: site, state: state)
      case 1: ResponderAnchor<EventValidationNode>().update(parent: chain, validating: AgreeE1.self, site: site, state: state)
      default: ResponderAnchor<EventValidationNode>().update(parent: chain, validating: AgreeE2.self, site: site, state: state)
      }
    case .answers(let phase):
      return chain.addingResponder(to: AgreeQuestion.self, phase: phase, site: site) { _ in .answer("L\(layer.index)") }
    }
  }

  private func add<E: Event>(
    _ type: E.Type, _ index: Int, _ phase: ResponderPhase, _ behavior: AgreementLayer.Behavior, _ validation: EventState?,
    _ site: ResponderSite, to chain: ResponderChain
  ) -> ResponderChain {
    let kind: ResponderKind =
      switch behavior {
      case .handles: .handleEvent
      case .passes: .receiveEvent
      case .undoable: .handleUndoableEvent
      case .throws: .handleEvent
      }
    let responder = chain.addingResponder(for: type, kind: kind, phase: phase, site: site) { [unowned self] _ in
      seen.append(index)
      if behavior == .throws { throw AgreeFailure() }
      return behavior == .passes ? .notHandled : .handled
    }
    guard let validation else { return responder }
    return ResponderAnchor<EventValidationNode>().update(parent: responder, validating: type, site: site, state: validation)
  }

  /// Where layer `index`'s responder is written: line `index + 1`.
  static func site(_ index: Int) -> ResponderSite {
    ResponderSite(fileID: "Agreement/Layer.swift", line: UInt(index + 1), name: "L\(index)")
  }
}

/// Collects the runtime issues of a run.
final class AgreementIssues: IssueReporter, @unchecked Sendable {
  private(set) var messages: [String] = []

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {
    messages.append(message() ?? "")
  }
}
