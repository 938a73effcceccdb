#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder

  /// What the responders of a random app saw, and the answer its Ask button got.
  @MainActor
  final class AgreementLog {
    var seen: [Int] = []
    var answer: String?
  }

  /// A random app as an app: its layers as modifiers around the focused controls (the layers from
  /// the focus on wrap a sibling of them), and a menu of one command per event type.
  struct AgreementApp: App {
    let scenario: AgreementScenario
    let log: AgreementLog

    init() { self.init(AgreementScenario(layers: [], focus: 0), log: AgreementLog()) }

    init(_ scenario: AgreementScenario, log: AgreementLog) {
      self.scenario = scenario
      self.log = log
    }

    var body: some Scene {
      WindowGroup {
        AgreementContent(scenario: scenario, log: log, depth: 0)
          .handleEvent(AgreeInverse.self) {}
      }
      .commands {
        CommandMenu("Agree") {
          EventCommand("E0", event: AgreeE0())
          EventCommand("E1", event: AgreeE1())
          EventCommand("E2", event: AgreeE2())
        }
      }
    }
  }

  /// The views from layer `depth` inward, with the focused controls where the focus is.
  struct AgreementContent: View {
    let scenario: AgreementScenario
    let log: AgreementLog
    let depth: Int

    var body: some View {
      if depth == scenario.focus {
        VStack {
          AgreementControls(log: log)
          AgreementBranch(scenario: scenario, log: log, depth: depth)
        }
      } else {
        AgreementBranch(scenario: scenario, log: log, depth: depth)
      }
    }
  }

  /// Layer `depth` around the views inward of it, or a leaf.
  struct AgreementBranch: View {
    let scenario: AgreementScenario
    let log: AgreementLog
    let depth: Int

    var body: AnyView {
      guard depth < scenario.layers.count else { return AnyView(Text("leaf")) }
      let inner = AnyView(AgreementContent(scenario: scenario, log: log, depth: depth + 1))
      return AgreementBranch.apply(scenario.layers[depth], to: inner, log: log)
    }

    /// The layer's modifiers, written at line `index + 1` as journeys and the map name them.
    static func apply(_ layer: AgreementLayer, to content: AnyView, log: AgreementLog) -> AnyView {
      let line = UInt(layer.index + 1)
      switch layer.role {
      case .responder(let type, let phase, let behavior, let validation):
        switch type {
        case 0: return responder(AgreeE0.self, layer, phase, behavior, validation, content, log)
        case 1: return responder(AgreeE1.self, layer, phase, behavior, validation, content, log)
        default: return responder(AgreeE2.self, layer, phase, behavior, validation, content, log)
        }
      case .validation(let type, let state):
        switch type {
        case 0: return AnyView(content.validateEvent(AgreeE0.self, line: line) { state })
        case 1: return AnyView(content.validateEvent(AgreeE1.self, line: line) { state })
        default: return AnyView(content.validateEvent(AgreeE2.self, line: line) { state })
        }
      case .answers(let phase):
        return AnyView(content.respond(to: AgreeQuestion.self, phase: phase, line: line) { _ in "L\(layer.index)" })
      }
    }

    private static func responder<E: Event>(
      _ type: E.Type, _ layer: AgreementLayer, _ phase: ResponderPhase, _ behavior: AgreementLayer.Behavior,
      _ validation: EventState?, _ content: AnyView, _ log: AgreementLog
    ) -> AnyView {
      let line = UInt(layer.index + 1)
      let index = layer.index
      let validated = validation.map { state in AnyView(content.validateEvent(type, line: line) { state }) } ?? content
      switch behavior {
      case .handles:
        return AnyView(validated.handleEvent(type, phase: phase, line: line) { log.seen.append(index) })
      case .passes:
        return AnyView(
          validated.receiveEvent(type, phase: phase, line: line) {
            log.seen.append(index)
            return .notHandled
          })
      case .throws:
        return AnyView(
          validated.handleEvent(type, phase: phase, line: line) {
            log.seen.append(index)
            throw AgreeFailure()
          })
      case .undoable:
        return AnyView(
          validated.handleUndoableEvent(type, line: line) { _ in
            log.seen.append(index)
            return UndoAction(AgreeInverse(), actionName: layer.actionName)
          })
      }
    }
  }

  /// The focused position: a focusable control focused when the window appears, a button per
  /// event type and one that asks `AgreeQuestion`.
  struct AgreementControls: View {
    let log: AgreementLog
    @FocusState private var isFocused: Bool
    @Environment(\.sendRequest) private var sendRequest

    var body: some View {
      VStack {
        Button("Focus") {}
          .focusable()
          .focused($isFocused)
        EventButton("Send E0", event: AgreeE0())
        EventButton("Send E1", event: AgreeE1())
        EventButton("Send E2", event: AgreeE2())
        Button("Ask") {
          Task { log.answer = try? await sendRequest(AgreeQuestion()) }
        }
      }
      .onAppear { isFocused = true }
    }
  }
#endif
