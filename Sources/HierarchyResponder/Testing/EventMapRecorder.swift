#if !canImport(SwiftUI) || Headless
  import HeadlessUI

  /// Watches a crawl: the journeys of what each step sent, the issues it raised, the
  /// declarations on screen and the work left running, then builds the ``EventMap``.
  @MainActor
  final class EventMapRecorder {
    private var current: [CrawlStep]?
    private var sent: [EventMap.Sending] = []
    private var issues: [(path: [CrawlStep], message: String)] = []
    private var running: [(path: [CrawlStep], count: Int)] = []
    /// The paths whose work waited, when they ended, on an alert, dialog or sheet to answer.
    private var awaitingAnswer: Set<[CrawlStep]> = []
    private var declarations: [String: EventMap.Declaration] = [:]
    private var declarationOrder: [String] = []
    let inbox = IssueInbox()

    /// The environment a crawled root starts from: a chain whose root observes every journey.
    var environment: EnvironmentValues {
      var environment = EnvironmentValues()
      environment.responderChain = ResponderChain().observingJourneys(site: ResponderSite(name: "EventMap")) { [weak self] journey in
        self?.observe(journey)
      }
      return environment
    }

    /// Crawls, collecting the issues raised, and builds the map.
    func run(_ crawler: Crawler) async throws -> EventMap {
      crawler.observer = { [weak self] phase in self?.phase(phase) }
      let inbox = inbox
      let summary = try await withCollectedIssues({ inbox.add($0) }) { try await crawler.run() }
      return EventMapBuilder(
        summary: summary, sent: sent, issues: issues, running: running,
        declarations: declarationOrder.compactMap { declarations[$0] }
      ).build()
    }

    private func phase(_ phase: CrawlPhase) {
      switch phase {
      case .replaying:
        current = nil
        inbox.setOpen(false)
      case .performing(let path):
        current = path
        inbox.setOpen(true)
      case .performed(let path, let state):
        for (modifier, screen) in state.modifiers(SafetyDeclarationModifier.self) {
          let key = Self.key(fileID: modifier.fileID.description, line: modifier.line, column: modifier.column)
          guard declarations[key] == nil else { continue }
          declarationOrder.append(key)
          declarations[key] = EventMap.Declaration(
            modifier: ".\(modifier.kind)", site: "\(modifier.fileID):\(modifier.line)", screen: screen,
            types: modifier.types.map { String(describing: $0) })
        }
        let work = state.runningWork
        if work > 0 {
          // Work waiting on an alert, a dialog or a sheet waits for the user: the crawler answers
          // it on the paths that follow (their last step presses it), so it is not stuck.
          if state.presentsAnswer { awaitingAnswer.insert(path) } else { running.append((path, work)) }
        }
        issues += inbox.take().map { (path, $0) }
        current = nil
        inbox.setOpen(false)
      }
    }

    private func observe(_ journey: Journey) {
      guard var path = current else { return }
      // A request that waited for the user (an `async` responder suspended it until a button
      // of the presented alert, dialog or sheet answered): the answer belongs to the action that
      // sent it, the step before the one that answered.
      if path.count > 0, awaitingAnswer.contains(Array(path.dropLast())), Self.waitedForAnAnswer(journey) {
        path.removeLast()
      }
      let step = path.last
      let sending = EventMap.Sending(
        kind: .event, valueType: journey.valueType, screen: step?.screen ?? "launch",
        control: step.map { $0.actionWithoutOccurrence } ?? "appear", path: path, journey: journey)
      // Each answer of the user (Delete, Cancel…) ends the same request again: once is enough.
      if path != current, sent.contains(sending) { return }
      sent.append(sending)
    }

    /// Whether `journey` is a request's that an `async` responder suspended.
    private static func waitedForAnAnswer(_ journey: Journey) -> Bool {
      journey.hops.contains { $0.action == .suspended }
        && journey.hops.contains { $0.valueType == journey.valueType && $0.kind.listeningSide == .request }
    }

    /// A declaration's key: where it is written.
    static func key(fileID: String, line: UInt, column: UInt) -> String { "\(fileID):\(line):\(column)" }
  }

  extension CrawlStep {
    /// The action as the map draws it: equal controls (the Like button of each row) are one box.
    var actionWithoutOccurrence: String {
      var step = self
      step.occurrence = 0
      return step.action
    }
  }
#endif
