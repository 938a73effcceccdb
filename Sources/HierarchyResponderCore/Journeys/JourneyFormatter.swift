/// Formats an ``Journey`` for a person: a table with column headers, one row per responder
/// that did something, runs of responders for other types folded into one row, and how the trip
/// ended.
///
/// ```swift
/// // Fragment
/// ContentView()
///   .onJourney { journey in print(JourneyFormatter().format(journey)) }
/// ```
///
/// prints, for a like handled two levels up:
///
/// ```
/// // Fragment
/// LikeEvent from FeedApp.swift:139
///   responder  kind          what happened                where
///   Feed       .triggers     LikeEvent passed   FeedApp.swift:79
///   Feed       (1 responder for other types ignored it)
///   Feed       .handleEvent  LikeEvent handled  FeedApp.swift:87
///   => handled by Feed
/// ```
///
/// A responder's name is the one given with `responderName(_:)` ("unnamed" otherwise); places
/// are `File.swift:line`, without the module, unless ``showsModules`` is on.
public struct JourneyFormatter: Sendable {
  /// Whether runs of responders that ignored the value (it was not of their type) are folded
  /// into one row per responder name. On by default.
  public var foldsIgnoredResponders: Bool
  /// Whether places keep their module prefix (`App/FeedApp.swift:12`). Off by default.
  public var showsModules: Bool
  /// What starts every line but the first. Two spaces by default.
  public var indent: String

  /// Creates a formatter.
  ///
  /// - Parameters:
  ///   - foldsIgnoredResponders: fold runs of responders for other types into one row.
  ///   - showsModules: keep the module prefix of places.
  ///   - indent: what starts every line but the first.
  public init(foldsIgnoredResponders: Bool = true, showsModules: Bool = false, indent: String = "  ") {
    self.foldsIgnoredResponders = foldsIgnoredResponders
    self.showsModules = showsModules
    self.indent = indent
  }

  /// The journey as lines of text (no trailing newline).
  ///
  /// - Parameter journey: the journey to format.
  public func lines(for journey: Journey) -> [String] {
    var rows: [Row] = []
    var folded = 0
    var foldedName = ""
    func flush() {
      guard folded > 0 else { return }
      let noun = folded == 1 ? "1 responder for other types" : "\(folded) responders for other types"
      rows.append(.note(name: foldedName, text: "(\(noun) ignored it)"))
      folded = 0
    }
    for hop in journey.hops {
      let name = hop.site.name ?? "unnamed"
      if foldsIgnoredResponders, hop.action == .ignored {
        if folded > 0, foldedName != name { flush() }
        folded += 1
        foldedName = name
        continue
      }
      flush()
      rows.append(
        .hop(name: name, kind: Journey.spelling(of: hop.kind), what: what(hop), place: place(hop.site)))
    }
    flush()

    let header = (name: "responder", kind: "kind", what: "what happened")
    var widths = (name: header.name.count, kind: header.kind.count, what: header.what.count)
    for row in rows {
      switch row {
      case .hop(let name, let kind, let what, _):
        widths = (max(widths.name, name.count), max(widths.kind, kind.count), max(widths.what, what.count))
      case .note(let name, _):
        widths.name = max(widths.name, name.count)
      }
    }
    var lines = ["\(journey.valueType) from \(place(journey.origin))"]
    if !rows.isEmpty {
      lines.append(
        indent + pad(header.name, widths.name) + "  " + pad(header.kind, widths.kind) + "  "
          + pad(header.what, widths.what) + "  where")
    }
    for row in rows {
      switch row {
      case .hop(let name, let kind, let what, let place):
        lines.append(
          indent + pad(name, widths.name) + "  " + pad(kind, widths.kind) + "  " + pad(what, widths.what) + "  " + place)
      case .note(let name, let text):
        lines.append(indent + pad(name, widths.name) + "  " + text)
      }
    }
    lines.append(indent + "=> " + ending(journey))
    return lines
  }

  /// The journey as one string, lines separated by newlines.
  ///
  /// - Parameter journey: the journey to format.
  public func format(_ journey: Journey) -> String {
    lines(for: journey).joined(separator: "\n")
  }

  private enum Row {
    case hop(name: String, kind: String, what: String, place: String)
    case note(name: String, text: String)
  }

  /// What one responder did, in words.
  private func what(_ hop: Journey.Hop) -> String {
    let value = hop.valueType
    switch hop.action {
    case .ignored: return "\(value) ignored"
    case .notHandled: return "\(value) not handled"
    case .handled: return "\(value) handled"
    case .transformed(let type): return "\(value) -> \(type)"
    case .threw(let type): return "\(value) threw \(type)"
    case .caught(let type): return "caught \(value) -> \(type)"
    case .suspended: return "\(value): awaiting (async)"
    case .queued: return "\(value): queued (async)"
    case .busy: return "\(value) dropped (busy)"
    case .dropped: return "\(value) dropped"
    }
  }

  /// How the trip ended, without repeating the row of the responder that handled it.
  private func ending(_ journey: Journey) -> String {
    switch journey.outcome {
    case .handled(let site, let kind):
      let last = journey.hops.last
      if last?.action == .handled, last?.site == site { return "handled by \(site.name ?? "the responder above")" }
      return "handled by \(site.name ?? "a responder") (\(Journey.spelling(of: kind)) at \(place(site)))"
    case .failed(let error, let site):
      let last = journey.hops.last
      if last?.action == .threw(error), last?.site == site { return "failed: \(site.name ?? "the responder above") threw \(error)" }
      return "failed: \(site.name ?? place(site)) threw \(error)"
    case .unhandled: return "unhandled: reached the root"
    case .cancelled(let site, false): return "cancelled: the owner of the responder at \(place(site)) went away"
    case .cancelled(let site, true): return "cancelled: a newer value superseded it at \(site.name ?? place(site))"
    case .busy(let site): return "busy: \(site.name ?? place(site)) still works on a previous one"
    case .dropped(let reason): return "dropped: \(reason)"
    }
  }

  /// `File.swift:line`, or with its module when ``showsModules`` is on.
  private func place(_ site: ResponderSite) -> String {
    let file = showsModules ? site.fileID : (site.fileID.split(separator: "/").last.map(String.init) ?? site.fileID)
    return "\(file):\(site.line)"
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
