/// The trip of one published value that was allowed to wait:
/// where it was published, how it ended, and how long it waited.
///
/// A publish with ``UndeliveredPolicy/wait(upTo:reportsExpiry:)`` reports its journey to the
/// observers outer to the publisher (`.onPublishedValueJourney { }` in the SwiftUI layer): once with
/// ``Outcome/pending`` when nobody on screen could receive it, then once more when it ends, in the
/// words of every ending: handled, cancelled (superseded when a newer value took its place) or
/// dropped (expired when its deadline passed). A value handled at once reports only its end, with
/// no time waited.
///
/// ```swift
/// // Fragment
/// RootView()
///   .publisher(for: OpenOrder.self, undelivered: .wait(upTo: 10)) { openOrder = $0 }
///   .onPublishedValueJourney { journey in log(journey.description) }
/// // "OpenOrder from App.swift:12: pending"
/// // "OpenOrder from App.swift:12: handled by Orders.swift:30 after 0.4 s"
/// ```
public struct PublishedValueJourney: Hashable, Sendable, CustomStringConvertible {
  /// How the trip stands or ended, in the words of ``EventOutcome``.
  ///
  /// A journey adds detail only where the case shows its relation to the word: a value that a newer
  /// one replaced is `cancelled(superseded: true)`, a value whose deadline passed is
  /// `dropped(expired: true)`.
  ///
  /// ```swift
  /// // Fragment
  /// switch journey.outcome {
  /// case .pending: break
  /// case .handled(let sites): log("handled by \(sites)")
  /// case .cancelled(superseded: true): log("a newer value took its place")
  /// case .cancelled, .dropped: log("\(journey)")
  /// }
  /// ```
  public enum Outcome: Hashable, Sendable, CustomStringConvertible {
    /// Nobody on screen receives it yet: it waits for an eligible subscriber.
    case pending
    /// Handled by the subscribers at these sites, in delivery order (empty when the subscribers
    /// have no site).
    case handled(by: [ResponderSite])
    /// It will not be handled because its trip was stopped.
    ///
    /// - `superseded`: `false` when the view carrying its publisher was removed while it waited;
    ///   `true` when a newer value of its type, from the same publisher, had to wait too and took
    ///   its place.
    case cancelled(superseded: Bool = false)
    /// It will not be handled and nothing stopped it on purpose.
    ///
    /// - `expired`: `true` when nobody eligible appeared before its deadline; `false` when the
    ///   bounds on nested publishing stopped it, or no subscriber took it.
    case dropped(expired: Bool = false)

    /// A value cancelled because the view carrying its publisher went away:
    /// `cancelled(superseded: false)`.
    ///
    /// ```swift
    /// // Fragment
    /// let outcome: PublishedValueJourney.Outcome = .cancelled
    /// ```
    public static var cancelled: Self { .cancelled(superseded: false) }

    /// A value dropped by the bounds or for want of a subscriber: `dropped(expired: false)`.
    ///
    /// ```swift
    /// // Fragment
    /// let outcome: PublishedValueJourney.Outcome = .dropped
    /// ```
    public static var dropped: Self { .dropped(expired: false) }

    /// The former spelling of ``pending``.
    @available(*, deprecated, renamed: "pending")
    public static var waiting: Self { .pending }
    /// The former spelling of ``handled(by:)``.
    @available(*, deprecated, renamed: "handled(by:)")
    public static func delivered(to sites: [ResponderSite]) -> Self { .handled(by: sites) }
    /// The former spelling of ``dropped(expired:)`` with `expired: true`.
    @available(*, deprecated, message: "Use dropped(expired: true)")
    public static var expired: Self { .dropped(expired: true) }
    /// The former spelling of ``cancelled(superseded:)`` with `superseded: true`.
    @available(*, deprecated, message: "Use cancelled(superseded: true)")
    public static var replaced: Self { .cancelled(superseded: true) }

    /// The outcome in words: `pending`, `handled by A.swift:3, B.swift:9` (`handled` when the
    /// subscribers have no site), `cancelled`, `cancelled: superseded`, `dropped`,
    /// `dropped: expired`.
    public var description: String {
      switch self {
      case .pending: "pending"
      case .handled(let sites) where sites.isEmpty: "handled"
      case .handled(let sites): "handled by \(sites.map(\.description).joined(separator: ", "))"
      case .cancelled(superseded: true): "cancelled: superseded"
      case .cancelled: "cancelled"
      case .dropped(expired: true): "dropped: expired"
      case .dropped: "dropped"
      }
    }
  }

  /// The type name of the value, as in `OpenOrder`.
  public let typeName: String
  /// Where it was published.
  public let origin: ResponderSite
  /// How the trip stands or ended.
  public let outcome: Outcome
  /// The seconds between the publish and this outcome, by the publisher's clock.
  public let waited: Double

  /// Creates a journey (for tests of an observer).
  ///
  /// - Parameters:
  ///   - typeName: The type name of the value.
  ///   - origin: Where it was published.
  ///   - outcome: How the trip stands or ended.
  ///   - waited: The seconds between the publish and this outcome.
  ///
  /// ```swift
  /// // Fragment
  /// let journey = PublishedValueJourney(typeName: "OpenOrder", origin: ResponderSite(name: "link"), outcome: .dropped(expired: true), waited: 10)
  /// ```
  public init(typeName: String, origin: ResponderSite, outcome: Outcome, waited: Double) {
    self.typeName = typeName
    self.origin = origin
    self.outcome = outcome
    self.waited = waited
  }

  /// The journey in one line: `OpenOrder from App.swift:12: handled by Orders.swift:30 after
  /// 0.4 s` (no time for a value that did not wait).
  public var description: String {
    let after = waited > 0 ? " after \(Self.seconds(waited)) s" : ""
    return "\(typeName) from \(origin): \(outcome)\(outcome == .pending ? "" : after)"
  }

  /// `seconds` with at most one decimal, without a trailing `.0`.
  private static func seconds(_ seconds: Double) -> String {
    let tenths = (seconds * 10).rounded()
    let whole = Int(tenths / 10)
    let rest = Int(tenths) % 10
    return rest == 0 ? "\(whole)" : "\(whole).\(rest)"
  }
}
