#if !canImport(SwiftUI) || Headless
  import HeadlessUI

  /// Turns what a crawl recorded into an ``EventMap``: the kind of each value, the problems
  /// (deduplicated: the first, shortest path that shows one is kept) and the map's edges.
  @MainActor
  struct EventMapBuilder {
    let summary: CrawlSummary
    var sent: [EventMap.Sending]
    let issues: [(path: [CrawlStep], message: String)]
    let running: [(path: [CrawlStep], count: Int)]
    let declarations: [EventMap.Declaration]

    func build() -> EventMap {
      var sent = sent
      for index in sent.indices { sent[index].kind = kind(of: sent[index]) }
      // An error a responder threw is a value sent too, of kind `error` (`Sending.Kind.error`:
      // "thrown by a responder"): its own journey, which ends right after the one of the value
      // whose responder threw it and names that one as its cause.
      return EventMap(
        summary: summary, sent: sent, declarations: declarations, problems: problems(sent), edges: edges(sent))
    }

    /// The value that reached the root when `sending`'s journey ended unhandled: the one sent,
    /// or what a responder on the way transformed it into or caught it as. The problem names that
    /// value, of its own kind (an error a responder threw has a journey of its own).
    private static func arrival(of sending: EventMap.Sending) -> EventMap.Sending {
      var arrived = sending
      for hop in sending.journey.hops {
        switch hop.action {
        case .caught(let event):
          arrived.kind = .event
          arrived.valueType = event
        case .transformed(let next):
          arrived.kind = side(of: hop.kind) == .error ? .error : arrived.kind == .command ? .command : .event
          arrived.valueType = next
        default:
          continue
        }
      }
      return arrived
    }

    // MARK: Kinds

    /// What a value was: from the responders it met, else from the runtime issue it raised at
    /// the root (a value no responder met says its side nowhere else).
    private func kind(of sending: EventMap.Sending) -> EventMap.Sending.Kind {
      let journey = sending.journey
      let side: EventMap.Sending.Kind? = journey.hops.lazy.filter { $0.valueType == journey.valueType }.compactMap {
        Self.side(of: $0.kind)
      }.first
      let resolved =
        side
        ?? {
          let messages = issues.filter { $0.path == sending.path }.map(\.message)
          if messages.contains(where: { $0.hasPrefix("Unanswered request \(journey.valueType):") }) { return .request }
          if messages.contains(where: { $0.hasPrefix("Unhandled error \(journey.valueType):") }) { return .error }
          return .event
        }()
      if resolved == .event, sending.path.last?.kind == .menuCommand { return .command }
      return resolved
    }

    private static func side(of kind: ResponderKind) -> EventMap.Sending.Kind? {
      switch kind.listeningSide {
      case .event: .event
      case .error: .error
      case .request: .request
      case nil: nil
      }
    }

    // MARK: Problems

    private func problems(_ sent: [EventMap.Sending]) -> EventMap.Problems {
      var unhandled: [EventMap.Problem] = []
      var unanswered: [EventMap.Problem] = []
      var undeclared: [EventMap.Problem] = []
      var seen: Set<String> = []
      var exercised: Set<String> = []
      let declarationsByKey = Dictionary(
        declarations.map { (Self.siteKey($0.site), $0) }, uniquingKeysWith: { first, _ in first })
      for sending in sent {
        let origin = "\(sending.valueType)|\(sending.screen)|\(sending.control)"
        let arrived = Self.arrival(of: sending)
        let arrival = "\(arrived.valueType)|\(sending.screen)|\(sending.control)"
        if sending.journey.outcome == .unhandled, seen.insert("unhandled|\(arrival)").inserted {
          if sending.kind == .request {
            unanswered.append(.unhandled(sending))
          } else {
            unhandled.append(.unhandled(arrived))
          }
        }
        for hop in sending.journey.hops where hop.isDeclaration && (hop.action == .notHandled || hop.action == .dropped) {
          let key = Self.siteKey("\(hop.site.fileID):\(hop.site.line)")
          guard let declaration = declarationsByKey[key] else { continue }
          if declaration.types.contains(hop.valueType) {
            exercised.insert("\(key)|\(hop.valueType)")
          } else if seen.insert("undeclared|\(key)|\(origin)").inserted {
            var passing = sending
            passing.valueType = hop.valueType
            undeclared.append(.undeclared(passing, declaration: declaration))
          }
        }
      }
      var neverSent: [EventMap.Problem] = []
      for declaration in declarations {
        for type in declaration.types where !exercised.contains("\(Self.siteKey(declaration.site))|\(type)") {
          neverSent.append(.neverSent(declaration, type: type))
        }
      }
      var stillRunning: [EventMap.Problem] = []
      for (path, count) in running where seen.insert("running|\(path.last?.description ?? "")").inserted {
        stillRunning.append(.stillRunning(path, count: count))
      }
      var runtime: [EventMap.Problem] = []
      for (path, message) in issues where !Self.isExplained(message) && seen.insert("issue|\(message)").inserted {
        runtime.append(.runtimeIssue(path, message: message))
      }
      let failed = summary.failures.map { EventMap.Problem.failed($0) }
      return EventMap.Problems(all: unhandled + unanswered + undeclared + neverSent + stillRunning + runtime + failed)
    }

    /// A declaration's site as the map keys it: `fileID:line`.
    private static func siteKey(_ site: String) -> String { site }

    /// Whether a runtime issue says what a problem of the map already says: a value reaching
    /// the root, or passing a declaration that does not list it.
    private static func isExplained(_ message: String) -> Bool {
      message.hasPrefix("Unhandled event ") || message.hasPrefix("Unhandled error ")
        || message.hasPrefix("Unanswered request ") || message.contains(" declaration, which does not list it")
    }

    // MARK: Edges

    private func edges(_ sent: [EventMap.Sending]) -> [EventMap.Edge] {
      var edges: [EventMap.Edge] = []
      var seen: Set<EventMap.Edge> = []
      func add(_ edge: EventMap.Edge) {
        if seen.insert(edge).inserted { edges.append(edge) }
      }
      for sending in sent {
        let control = EventMap.Edge.Node.control(screen: sending.screen, action: sending.control)
        add(EventMap.Edge(from: .screen(sending.screen), to: control, value: nil))
        var from = control
        var value = sending.journey.valueType
        for hop in sending.journey.hops {
          let taker = EventMap.Edge.Node.responder(Self.label(hop))
          switch hop.action {
          case .ignored, .notHandled:
            continue
          case .handled, .suspended, .queued, .busy, .dropped:
            if taker != from { add(EventMap.Edge(from: from, to: taker, value: hop.valueType)) }
            from = taker
            value = hop.valueType
          case .transformed(let next), .threw(let next), .caught(let next):
            if taker != from { add(EventMap.Edge(from: from, to: taker, value: hop.valueType)) }
            from = taker
            value = next
          }
        }
        if sending.journey.outcome == .unhandled { add(EventMap.Edge(from: from, to: .root, value: value)) }
      }
      return edges
    }

    /// A responder as the map names it: `.handleEvent Feed`, or `.handleEvent App/Feed.swift:12`.
    private static func label(_ hop: Journey.Hop) -> String {
      ".\(hop.kind) \(hop.site.name ?? "\(hop.site.fileID):\(hop.site.line)")"
    }
  }
#endif
