/// The trip of one value along the chain (a triggered event, a reported error, a request, or a
/// route's value): the responders it crossed, what each did, and where it ended.
///
/// A journey follows the value through every replacement: a transformed event, an event made
/// by `catchError`. A responder that throws ends the value's journey ``Outcome/failed(_:at:)``
/// there, as its outcome; the error has a journey of its own, whose ``cause`` names that one. Observe
/// journeys with `onJourney(_:)` in the SwiftUI layer (or
/// ``ResponderChain/observingJourneys(site:fileID:filePath:line:column:_:)``); nothing is recorded while
/// nobody observes.
///
/// ```swift
/// // Fragment
/// ContentView()
///   .onJourney { journey in
///     analytics.log(journey.path.joined(separator: " > "))
///     print(journey)
///   }
/// ```
public struct Journey: Hashable, Sendable, CustomStringConvertible {
  /// What one responder did with the value.
  public enum Action: Hashable, Sendable, CustomStringConvertible {
    /// Not of the responder's type (or side): the value was not offered to it and went on
    /// untouched.
    case ignored
    /// Offered, and let go on unchanged: a responder replied `.notHandled` (a request
    /// responder's `.notHandled`, a route object's `.notHandled`), or a safety declaration
    /// (`.triggers`/`.reports`/`.requests`, ``Hop/isDeclaration``) checked the value and let it
    /// pass (an infraction, if any, was reported at the declaration).
    case notHandled
    /// Handled (for a request: answered, the requester receives the answer): the trip ends here.
    case handled
    /// Replaced by a value of the named type, on the same side (transform).
    ///
    /// - `into`: the type name of the replacement, as in `OpenPostEvent`.
    case transformed(into: String)
    /// Threw (or replied with) an error of the named type.
    ///
    /// The associated value is the type name of the error, as in `SaveFailed`.
    case threw(String)
    /// Turned the error into an event of the named type (catch).
    ///
    /// - `into`: the type name of the event the error became.
    case caught(into: String)
    /// Started asynchronous work; the trip continues when it ends.
    case suspended
    /// Waits for the responder's previous work to end, then starts its own; the trip continues
    /// when that ends (``InFlightPolicy/enqueue``).
    case queued
    /// Taken and dropped: the responder's previous work still runs and its policy drops new
    /// values (``InFlightPolicy/dropNew``).
    case busy
    /// A safety declaration stopped the value (strict level under test), or the
    /// responder's work is cancelled (its view went away) and it dropped the value.
    case dropped

    /// The former spelling of ``notHandled`` for a responder that declined.
    @available(*, deprecated, renamed: "notHandled")
    public static var declined: Self { .notHandled }
    /// The former spelling of ``notHandled`` for a safety declaration that let the value pass.
    @available(*, deprecated, renamed: "notHandled")
    public static var passed: Self { .notHandled }
    /// The former spelling of ``handled`` for a request responder that answered.
    @available(*, deprecated, renamed: "handled")
    public static var answered: Self { .handled }

    /// The action in words, as journeys print it: `ignored`, `not handled`, `handled`,
    /// `transformed into OpenPostEvent`, `threw SaveFailed`, `caught, became RetryEvent`,
    /// `suspended (async)`, `queued (after the previous one)`, `busy: dropped, the previous one still runs`,
    /// `dropped`.
    public var description: String {
      switch self {
      case .ignored: "ignored"
      case .notHandled: "not handled"
      case .handled: "handled"
      case .transformed(let type): "transformed into \(type)"
      case .threw(let type): "threw \(type)"
      case .caught(let type): "caught, became \(type)"
      case .suspended: "suspended (async)"
      case .queued: "queued (after the previous one)"
      case .busy: "busy: dropped, the previous one still runs"
      case .dropped: "dropped"
      }
    }
  }

  /// One responder crossed.
  public struct Hop: Hashable, Sendable, CustomStringConvertible {
    /// Where the responder was registered.
    public var site: ResponderSite
    /// What kind of responder it is (``ResponderKind/route`` for an object of an
    /// ``EventRouter`` route).
    public var kind: ResponderKind
    /// The type name of the value it was offered.
    public var valueType: String
    /// What it did.
    public var action: Action
    /// When it was asked: ``ResponderPhase/capture`` before the usual order,
    /// ``ResponderPhase/fallback`` once the value reached the root untaken, otherwise
    /// ``ResponderPhase/bubble``.
    public var phase: ResponderPhase = .bubble

    /// Whether this hop is a safety declaration (`.triggers`, `.reports` or `.requests`), which
    /// checks every value of its side and lets it pass (its action is then ``Action/notHandled``).
    public var isDeclaration: Bool { kind == .triggers || kind == .reports || kind == .requests }

    /// One line: the responder, then what it did, as in
    /// `.handleEvent at Feed (App/Feed.swift:12): LikeEvent handled`; a capture or fallback
    /// responder's line ends with its phase, as in `LikeEvent handled (capture phase)`.
    public var description: String {
      let line = "\(Journey.spelling(of: kind)) at \(site): \(valueType) \(action)"
      return phase == .bubble ? line : "\(line) (\(phase) phase)"
    }
  }

  /// How the trip ended, in ``EventOutcome``'s words (a journey is recorded once the trip ended,
  /// so it is never `pending`).
  public enum Outcome: Hashable, Sendable, CustomStringConvertible {
    /// A responder handled the value (for a request: answered it, and `kind` is `.respond` or
    /// `.receiveRequest`).
    ///
    /// - `by`: where the responder that handled it was registered.
    /// - `kind`: what kind of responder it is (``ResponderKind/route`` for an object of an
    ///   ``EventRouter`` route).
    case handled(by: ResponderSite, kind: ResponderKind)
    /// A responder threw: the value stopped there. A request's requester receives the error; an
    /// event's or error's error travels the error side from that responder, on a journey of its
    /// own (whose ``Journey/cause`` names this one).
    ///
    /// - The first value: the type name of the error, as in `SaveFailed`.
    /// - `at`: where the responder that threw was registered.
    case failed(String, at: ResponderSite)
    /// The value reached the root of the chain: no responder took it (for a request: nobody
    /// answered it).
    case unhandled
    /// The work of an asynchronous responder was cancelled, or never began; the value was
    /// dropped there.
    ///
    /// - `at`: where the responder whose work was cancelled was registered.
    /// - `superseded`: `false` when the owner of the responder went away (its view was
    ///   removed); `true` when a newer value arrived at a responder whose policy cancels the
    ///   previous work (``InFlightPolicy/cancelPrevious``), so what this value's work produced
    ///   afterwards was dropped.
    case cancelled(at: ResponderSite, superseded: Bool = false)
    /// The value arrived at an asynchronous responder still working on a previous one, whose
    /// policy drops new values (``InFlightPolicy/dropNew``): the responder took it, and it went
    /// no further.
    ///
    /// - `at`: where the busy responder was registered.
    case busy(at: ResponderSite)
    /// The value was dropped (a bound, a loop on a route, or a strict safety stop).
    ///
    /// - `reason`: a message that explains why (the text of the runtime issue, when one is
    ///   reported).
    case dropped(reason: String)

    /// The former spelling of ``handled(by:kind:)`` for a request a responder answered.
    ///
    /// - Parameters:
    ///   - site: where the responder that answered was registered.
    ///   - kind: what kind of responder it is.
    @available(*, deprecated, renamed: "handled(by:kind:)")
    public static func answered(by site: ResponderSite, kind: ResponderKind) -> Self { .handled(by: site, kind: kind) }
    /// The former spelling of ``cancelled(at:superseded:)`` with `superseded: true`.
    ///
    /// - Parameter site: where the responder whose work was cancelled was registered.
    @available(*, deprecated, message: "Use cancelled(at:superseded: true)")
    public static func superseded(at site: ResponderSite) -> Self { .cancelled(at: site, superseded: true) }
    /// The former spelling of ``failed(_:at:)``.
    ///
    /// - Parameters:
    ///   - site: where the responder that threw was registered.
    ///   - error: the type name of the error.
    @available(*, deprecated, renamed: "failed(_:at:)")
    public static func failed(by site: ResponderSite, error: String) -> Self { .failed(error, at: site) }

    /// How the trip ended, in words, as in `handled by .handleEvent at Feed (App/Feed.swift:12)`,
    /// `failed: the responder at App/Pay.swift:8 threw SaveFailed`, `unhandled: reached the root`,
    /// `cancelled: the owner of the responder at App/Feed.swift:20 went away`,
    /// `cancelled: a newer value superseded it at the responder at App/Pay.swift:8`,
    /// `busy: the responder at App/Pay.swift:8 still works on a previous one, dropped` or `dropped: …`.
    public var description: String {
      switch self {
      case .handled(let site, let kind): "handled by \(Journey.spelling(of: kind)) at \(site)"
      case .failed(let error, let site): "failed: the responder at \(site) threw \(error)"
      case .unhandled: "unhandled: reached the root"
      case .cancelled(let site, false): "cancelled: the owner of the responder at \(site) went away"
      case .cancelled(let site, true): "cancelled: a newer value superseded it at the responder at \(site)"
      case .busy(let site): "busy: the responder at \(site) still works on a previous one, dropped"
      case .dropped(let reason): "dropped: \(reason)"
      }
    }
  }

  /// The journey an error starts from, for an error that a responder threw: the value that
  /// responder was given ended ``Outcome/failed(_:at:)`` there, on a journey of its own.
  public struct Cause: Hashable, Sendable, CustomStringConvertible {
    /// The type name of the value sent on that journey (its ``Journey/valueType``).
    public var valueType: String
    /// Where that value was sent (its journey's ``Journey/origin``).
    public var origin: ResponderSite

    /// Names the journey whose value `valueType`, sent at `origin`, ended `failed`.
    ///
    /// - Parameters:
    ///   - valueType: the type name of the value sent on that journey.
    ///   - origin: where that value was sent.
    public init(valueType: String, origin: ResponderSite) {
      self.valueType = valueType
      self.origin = origin
    }

    /// `thrown on the trip of Pay from App/Button.swift:7`.
    public var description: String { "thrown on the trip of \(valueType) from \(origin)" }
  }

  /// A kind as journeys print it: the modifier's spelling (`.handleEvent`), or `route object`.
  static func spelling(of kind: ResponderKind) -> String {
    kind == .route ? "route object" : ".\(kind)"
  }

  /// The type name of the value that was sent.
  public var valueType: String
  /// Where it was triggered or reported.
  public var origin: ResponderSite
  /// The responders it crossed, inner to outer, including after replacements.
  public var hops: [Hop]
  /// How it ended.
  public var outcome: Outcome
  /// Set when Undo or Redo sent the value (the inverse of a change, or the change again); `nil`
  /// for a value sent any other way. The journey's ``origin`` is then the responder that
  /// registered the change.
  public var undoTrip: UndoTrip? = nil
  /// Set for an error that a responder threw: the journey of the value that responder was given,
  /// which ended ``Outcome/failed(_:at:)`` where this one starts; `nil` for any other value.
  public var cause: Cause? = nil

  /// The names (or `fileID:line`) of the responders that acted on the value: an analytics path.
  ///
  /// It leaves out the hops that did not act on it: responders for other types (``Action/ignored``)
  /// and safety declarations that let it pass (``Hop/isDeclaration``, ``Action/notHandled``). A
  /// declaration that stopped the value (``Action/dropped``) is in it.
  public var path: [String] {
    hops.filter { $0.action != .ignored && !($0.isDeclaration && $0.action == .notHandled) }
      .map { $0.site.name ?? $0.site.description }
  }

  /// The journey as text: where the value came from (and, for a value Undo or Redo sent, the
  /// command, as in `RestoreItem from App/List.swift:9 (Undo Delete Item)`), one line per hop,
  /// then how it ended.
  ///
  /// ```text
  /// Ping from App/Button.swift:7
  ///   .triggers at App/Screen.swift:3: Ping passed
  ///   .handleEvent at Done (App/Screen.swift:1): Ping handled
  ///   => handled
  /// ```
  ///
  /// The last line does not repeat the hop that handled the value. For a table with column
  /// headers, see ``JourneyFormatter``.
  public var description: String {
    var lines = ["\(valueType) from \(origin)" + (undoTrip.map { " (\($0))" } ?? "") + (cause.map { " (\($0))" } ?? "")]
    lines += hops.map { "  \($0)" }
    if case .handled(let site, let kind) = outcome, let last = hops.last, last.action == .handled,
      last.site == site, last.kind == kind
    {
      lines.append("  => handled")
    } else if case .failed(let error, let site) = outcome, let last = hops.last, last.action == .threw(error),
      last.site == site
    {
      lines.append("  => failed")
    } else {
      lines.append("  => \(outcome)")
    }
    return lines.joined(separator: "\n")
  }
}
