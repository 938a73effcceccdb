// Issue 49, "One invariant, tested at random": for any app, what a command's state says
// (validation), where a value sent from the focused position goes (delivery: who sees it, its
// journey and outcome) and what the crawler reports (the map's values, edges and problems) agree
// with each other and with the model written from the documentation (`AgreementModel`).
#if !canImport(SwiftUI) || Headless
  import Foundation
  import HeadlessUI
  import HierarchyResponder
  import IssueReporting
  import TestSupport
  import Testing

  /// Reproduce a run with `HR_AGREEMENT_SEED=<seed> swift test --filter AgreementTests`, one case with
  /// `HR_AGREEMENT_CASE=<n>`; `HR_AGREEMENT_CASES` and `HR_AGREEMENT_CRAWLS` change how many apps.
  @MainActor
  @Suite("Agreement: validation, delivery and the crawler say the same of random apps", .serialized)
  struct AgreementTests {
    static let defaultSeed: UInt64 = 0x4147_5245_454D_454E
    static let defaultCases = 10_000
    /// Each crawl mounts the app once per path (about ten): a seeded subset of the cases is crawled.
    static let defaultCrawls = 150

    /// Validation × delivery × the model, over 10,000 random apps (their paths, built as the
    /// modifiers build them): every command's state is the model's; a value sent from the focused
    /// position is seen by the responders the model lists, in order, and ends as it says (handled
    /// by the model's handler, or one unhandled issue); capability agrees; the request is answered
    /// by the model's layer. A command with a state has a responder delivery reaches, and one
    /// without has none.
    @Test("Validation and delivery agree with each other and with the model, over 10,000 random apps")
    func validationAndDeliveryAgree() async {
      let (seed, cases) = Self.run(defaultCount: Self.defaultCases, variable: "HR_AGREEMENT_CASES")
      var disagreements = 0
      var stats = (enabled: 0, disabled: 0, none: 0, capture: 0, handled: 0, unhandled: 0, answered: 0, thrown: 0)
      for number in cases {
        let scenario = Self.scenario(seed: seed, case: number)
        let model = AgreementModel(scenario)
        let run = AgreementChainRun(scenario)
        var found: [String] = []
        for type in 0..<3 {
          let expected = model.command(type)
          let state = run.state(type)
          if state != expected.state {
            found.append("E\(type): validation says \(Self.describe(state)), the model \(Self.describe(expected.state))")
          }
          if run.hasResponder(type) != (expected.taker != nil) {
            found.append("E\(type): hasResponder says \(run.hasResponder(type)), the model's taker is \(String(describing: expected.taker))")
          }
          let sent = run.send(type)
          if sent.seen != expected.seen {
            found.append("E\(type): delivery reached \(sent.seen.map { "L\($0)" }), the model \(expected.seen.map { "L\($0)" })")
          }
          if (state == nil) != sent.seen.isEmpty {
            found.append("E\(type): validation says \(Self.describe(state)) but delivery reached \(sent.seen.map { "L\($0)" })")
          }
          let outcome = Self.outcome(sent.journey)
          if outcome != Self.expectedOutcome(expected) {
            found.append("E\(type): the journey ended \(outcome), the model \(Self.expectedOutcome(expected))")
          }
          if let thrower = expected.thrower, sent.issues.first?.hasPrefix("Unhandled error AgreeFailure") != true {
            found.append("E\(type): L\(thrower) threw, but the root reported \(sent.issues)")
          }
          if sent.issues.count != (expected.handler == nil ? 1 : 0) {
            found.append("E\(type): \(sent.issues.count) runtime issues: \(sent.issues)")
          }
          stats.enabled += state?.isEnabled == true ? 1 : 0
          stats.disabled += state?.isEnabled == false ? 1 : 0
          stats.none += state == nil ? 1 : 0
          stats.handled += expected.handler == nil ? 0 : 1
          stats.unhandled += expected.handler == nil ? 1 : 0
          stats.thrown += expected.thrower == nil ? 0 : 1
          if let taker = expected.taker, case .responder(_, .capture, _, _) = scenario.layers[taker].role { stats.capture += 1 }
        }
        let answer = await run.ask()
        if answer != model.answerer.map({ "L\($0)" }) {
          found.append("AgreeQuestion: answered \(answer ?? "nothing"), the model \(model.answerer.map { "L\($0)" } ?? "nothing")")
        }
        stats.answered += answer == nil ? 0 : 1
        if !found.isEmpty {
          disagreements += 1
          Self.record(found, seed: seed, case: number, scenario: scenario)
          if disagreements >= 5 { return }
        }
      }
      print(
        "AgreementTests: seed \(seed), \(cases.count) apps, \(cases.count * 3) commands (\(stats.enabled) enabled, "
          + "\(stats.disabled) disabled by a validation, \(stats.none) without a responder; \(stats.capture) decided by a "
          + "capture responder), \(stats.handled) values handled, \(stats.unhandled) unhandled (\(stats.thrown) by a throw), \(stats.answered) requests answered: all agree")
      // The runs must include each way a command can be.
      if cases.count >= 1_000 {
        #expect(stats.enabled > 0 && stats.disabled > 0 && stats.none > 0 && stats.capture > 0)
      }
    }

    /// Validation × delivery × the crawler, on a seeded subset of the same apps mounted as apps: the
    /// menu shows each command's state (title, checkmark, enabled) as the model says; choosing an
    /// enabled command, or tapping the focused position's button, reaches the model's responders and
    /// names the Undo command after an undoable one; the Ask button gets the model's answer; and the
    /// crawl chooses exactly the enabled commands, reports each value's journey as delivery did, draws
    /// an edge from each control to the responder that took its value (or the root), and reports as
    /// problems exactly the values the model leaves unhandled or unanswered.
    @Test("The crawler agrees with validation and delivery, on a seeded subset of the random apps")
    func theCrawlerAgrees() async throws {
      let (seed, cases) = Self.run(defaultCount: Self.defaultCrawls, variable: "HR_AGREEMENT_CRAWLS")
      var disagreements = 0
      var crawled = (paths: 0, commands: 0, problems: 0)
      for number in cases {
        let scenario = Self.scenario(seed: seed, case: number)
        let model = AgreementModel(scenario)
        var found: [String] = []
        try await withIssueReporters([AgreementIssues()]) {
          try await checkApp(scenario, model, &found)
        }
        let map = try await EventMap.crawl(limits: CrawlLimits(depth: 1)) { AgreementApp(scenario, log: AgreementLog()) }
        check(map, model, &found)
        crawled.paths += map.summary.paths.count
        crawled.commands += map.sent.filter { $0.kind == .command }.count
        crawled.problems += map.problems.count
        if !found.isEmpty {
          disagreements += 1
          Self.record(found, seed: seed, case: number, scenario: scenario)
          if disagreements >= 5 { return }
        }
      }
      print(
        "AgreementTests (crawl): seed \(seed), \(cases.count) apps crawled, \(crawled.paths) paths, "
          + "\(crawled.commands) commands chosen, \(crawled.problems) problems as the model predicts: all agree")
    }

    // MARK: The app's views

    private func checkApp(_ scenario: AgreementScenario, _ model: AgreementModel, _ found: inout [String]) async throws {
      let log = AgreementLog()
      let app = AppHost(AgreementApp(scenario, log: log))
      let window = try #require(app.keyWindow)
      let items = app.menus.first { $0.title == "Agree" }?.items ?? []
      guard items.count == 3 else {
        found.append("the Agree menu has \(items.count) items")
        return
      }
      for type in 0..<3 {
        let expected = model.command(type)
        let item = items[type]
        let title = expected.state?.title ?? "E\(type)"
        let shown = "\(item.title) \(item.isEnabled ? "enabled" : "disabled") \(item.isOn.map { $0 ? "on" : "off" } ?? "plain")"
        let predicted =
          "\(title) \(expected.state?.isEnabled == true ? "enabled" : "disabled") \(expected.state?.isOn.map { $0 ? "on" : "off" } ?? "plain")"
        if shown != predicted { found.append("E\(type): the menu shows \(shown), the model \(predicted)") }
        if item.isEnabled {
          log.seen = []
          try item.choose()
          if log.seen != expected.seen {
            found.append("E\(type): the command reached \(log.seen.map { "L\($0)" }), the model \(expected.seen.map { "L\($0)" })")
          }
          if let undoTitle = expected.undoTitle, app.undoMenuItemTitle != undoTitle {
            found.append("E\(type): the Undo command reads \(app.undoMenuItemTitle), the model \(undoTitle)")
          }
        }
        log.seen = []
        try window.host.button("Send E\(type)").tap()
        if log.seen != expected.seen {
          found.append("E\(type): the button's event reached \(log.seen.map { "L\($0)" }), the model \(expected.seen.map { "L\($0)" })")
        }
      }
      try window.host.button("Ask").tap()
      for _ in 0..<20 { await Task.yield() }
      if log.answer != model.answerer.map({ "L\($0)" }) {
        found.append("the Ask button got \(log.answer ?? "nothing"), the model \(model.answerer.map { "L\($0)" } ?? "nothing")")
      }
    }

    // MARK: The crawl

    private func check(_ map: EventMap, _ model: AgreementModel, _ found: inout [String]) {
      let expected = (0..<3).map { model.command($0) }
      let chosen = Set(map.sent.filter { $0.kind == .command }.map(\.valueType))
      // Sending.Kind.error: "An error (`reportError`, or thrown by a responder)": each throw is sent.
      let thrown = map.sent.filter { $0.kind == .error && $0.valueType == "AgreeFailure" }.count
      let throwCount = (0..<3).filter { expected[$0].thrower != nil }.map { (expected[$0].state?.isEnabled == true ? 2 : 1) }.reduce(0, +)
      if thrown != throwCount { found.append("the crawl sent AgreeFailure \(thrown) times, the model \(throwCount)") }
      let enabled = Set((0..<3).filter { expected[$0].state?.isEnabled == true }.map { "AgreeE\($0)" })
      if chosen != enabled { found.append("the crawl chose the commands \(chosen.sorted()), the enabled ones are \(enabled.sorted())") }
      var predictedProblems: [String] = []
      for type in 0..<3 where expected[type].handler == nil {
        // EventMap.Problem.unhandled: "An event or error reached the root unhandled": what a
        // responder threw is the error that reached it.
        let unhandled = expected[type].thrower == nil ? nil : "error AgreeFailure"
        predictedProblems.append(unhandled ?? "event AgreeE\(type)")
        if expected[type].state?.isEnabled == true { predictedProblems.append(unhandled ?? "command AgreeE\(type)") }
      }
      if model.answerer == nil { predictedProblems.append("request AgreeQuestion") }
      let problems = map.problems.all.map { problem -> String in
        switch problem {
        case .unhandled(let sending): "\(sending.kind) \(sending.valueType)"
        default: "\(problem)"
        }
      }
      if problems.sorted() != predictedProblems.sorted() {
        found.append("the crawl reports \(problems.sorted()), the model \(predictedProblems.sorted())")
      }
      for sending in map.sent {
        let outcome = Self.outcome(sending.journey)
        let predicted: String
        if sending.valueType == "AgreeQuestion" {
          predicted = model.answerer.map { "answered by L\($0)" } ?? "unhandled"
        } else if let type = Int(sending.valueType.dropFirst("AgreeE".count)), sending.valueType.hasPrefix("AgreeE") {
          predicted = Self.expectedOutcome(expected[type])
        } else {
          continue
        }
        if outcome != predicted {
          found.append("the crawl's \(sending): ended \(outcome), the model \(predicted)")
        }
        let control = EventMap.Edge.Node.control(screen: sending.screen, action: sending.control)
        let taker = sending.journey.hops.last {
          if case .threw = $0.action { return true }
          return $0.action == .handled
        }
        let target = taker.map { EventMap.Edge.Node.responder(".\($0.kind) \($0.site.name ?? "\($0.site.fileID):\($0.site.line)")") } ?? .root
        if !map.edges.contains(where: { $0.from == control && $0.to == target && $0.value == sending.valueType }) {
          found.append("the map has no edge \(control) --\(sending.valueType)--> \(target)")
        }
      }
    }

    // MARK: Helpers

    /// The seed and the cases to run, from the environment or the defaults.
    private static func run(defaultCount: Int, variable: String) -> (UInt64, [Int]) {
      let seed = environment("HR_AGREEMENT_SEED").flatMap { UInt64($0) } ?? defaultSeed
      if let only = environment("HR_AGREEMENT_CASE").flatMap({ Int($0) }) { return (seed, [only]) }
      let count = environment(variable).flatMap { Int($0) } ?? defaultCount
      return (seed, Array(0..<count))
    }

    /// Case `number` of the run of `seed`: reproducible alone.
    static func scenario(seed: UInt64, case number: Int) -> AgreementScenario {
      var random = SplitMix64(seed: seed &+ UInt64(number) &* 0x9E37_79B9_7F4A_7C15)
      return AgreementScenario.random(using: &random)
    }

    /// How a journey ended, in the model's words (one place, should the outcome's words change).
    static func outcome(_ journey: Journey?) -> String {
      guard let journey else { return "no journey" }
      switch journey.outcome {
      // Layer `n` is written at line `n + 1` (AgreementChainRun.site, AgreementBranch.apply).
      case .handled(let site, .respond), .handled(let site, .receiveRequest): return "answered by L\(Int(site.line) - 1)"
      case .handled(let site, _): return "handled by L\(Int(site.line) - 1)"
      case .failed(_, let site): return "failed at L\(Int(site.line) - 1)"
      case .unhandled: return "unhandled"
      default: return "\(journey.outcome)"
      }
    }

    /// Outcomes: "`failed` (a responder threw; the error travels on its own)", and a journey "may
    /// add detail, never a contradicting word".
    static func expectedOutcome(_ command: AgreementModel.Command) -> String {
      if let thrower = command.thrower { return "failed at L\(thrower)" }
      return command.handler.map { "handled by L\($0)" } ?? "unhandled"
    }

    private static func describe(_ state: EventState?) -> String {
      state.map(AgreementLayer.describe) ?? "no responder"
    }

    private static func record(_ found: [String], seed: UInt64, case number: Int, scenario: AgreementScenario) {
      Issue.record(
        """
        Disagreement with seed \(seed), case \(number) (HR_AGREEMENT_SEED=\(seed) HR_AGREEMENT_CASE=\(number)):
        \(found.map { "  \($0)" }.joined(separator: "\n"))
        \(scenario)
        """)
    }

    private static func environment(_ name: String) -> String? {
      ProcessInfo.processInfo.environment[name]
    }
  }
#endif
