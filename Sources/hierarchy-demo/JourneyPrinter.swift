import HierarchyResponder

/// Formats an event's journey for a person: one line per responder that did
/// something, runs of responders for other types folded into one line, and
/// where the trip ended.
///
/// ```
/// Journey of LikeEvent, triggered at EventButton.swift:42
///   Feed       .triggers     declared here: passed          FeedApp.swift:76
///   Feed       (1 responder for other types passed it on)
///   Feed       .handleEvent  handled                        FeedApp.swift:84
///   => handled by Feed (.handleEvent)
/// ```
enum JourneyPrinter {
  static func format(_ journey: EventJourney) -> [String] {
    var lines = ["Journey of \(journey.valueType), triggered at \(shortSite(journey.origin))"]
    var skipped = 0
    var skippedName = ""
    func flushSkipped() {
      guard skipped > 0 else { return }
      let noun = skipped == 1 ? "1 responder for other types" : "\(skipped) responders for other types"
      lines.append("  \(pad(skippedName, 10)) (\(noun) passed it on)")
      skipped = 0
    }
    for hop in journey.hops {
      let name = hop.site.name ?? "unnamed"
      if hop.action == .ignored, hop.kind != .triggers, hop.kind != .reports {
        if skipped > 0, skippedName != name { flushSkipped() }
        skipped += 1
        skippedName = name
        continue
      }
      flushSkipped()
      let kind = hop.kind.map { ".\($0)" } ?? "responder"
      lines.append("  \(pad(name, 10)) \(pad(kind, 13)) \(pad(what(hop), 48)) \(shortSite(hop.site, named: false))")
    }
    flushSkipped()
    lines.append("  => " + ending(journey.outcome))
    return lines
  }

  /// What one responder did, in words.
  private static func what(_ hop: EventJourney.Hop) -> String {
    switch hop.action {
    case .ignored: return "declared here: \(hop.valueType) passed"
    case .declined: return "\(hop.valueType) declined (.notHandled)"
    case .handled: return "\(hop.valueType) handled"
    case .transformed(let type): return "\(hop.valueType) -> \(type)"
    case .threw(let type): return "\(hop.valueType) threw \(type)"
    case .caught(let type): return "caught \(hop.valueType) -> \(type)"
    case .suspended: return "\(hop.valueType): awaiting (async)"
    case .dropped: return "\(hop.valueType) dropped"
    }
  }

  private static func ending(_ outcome: EventJourney.Outcome) -> String {
    switch outcome {
    case .handled(let site, let kind):
      return "handled by \(site.name ?? "a responder") (\(kind.map { ".\($0)" } ?? "responder") at \(shortSite(site, named: false)))"
    case .unhandled: return "unhandled: reached the root of the app"
    case .cancelled(let site): return "cancelled: the view of the responder at \(shortSite(site)) went away"
    case .dropped(let reason): return "dropped: \(reason)"
    }
  }

  /// `File.swift:line` (the module prefix dropped), after the name when asked.
  private static func shortSite(_ site: ResponderSite, named: Bool = true) -> String {
    let file = site.fileID.split(separator: "/").last.map(String.init) ?? site.fileID
    let location = "\(file):\(site.line)"
    if named, let name = site.name { return "\(name) (\(location))" }
    return location
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
