/// The trip of one published value that was allowed to wait:
/// where it was published, how it ended, and how long it waited.
///
/// A publish with ``UndeliveredPolicy/wait(upTo:reportsExpiry:)`` reports its journey to the
/// observers outer to the publisher (`.onPublishedValueJourney { }` in the SwiftUI layer): once with
/// ``Outcome/waiting`` when nobody on screen could receive it, then once more when it ends
/// (delivered, expired, replaced, cancelled or dropped). A value delivered at once reports only
/// its delivery, with no time waited.
///
/// ```swift
/// // Fragment
/// RootView()
///   .publisher(for: OpenOrder.self, undelivered: .wait(upTo: 10)) { openOrder = $0 }
///   .onPublishedValueJourney { journey in log(journey.description) }
/// // "OpenOrder from App.swift:12: waiting"
/// // "OpenOrder from App.swift:12: delivered to Orders.swift:30 after 0.4 s"
/// ```
public struct PublishedValueJourney: Hashable, Sendable, CustomStringConvertible {
  /// How the trip stands or ended.
  public enum Outcome: Hashable, Sendable, CustomStringConvertible {
    /// Nobody on screen receives it yet: it waits for an eligible subscriber.
    case waiting
    /// Delivered to the subscribers at these sites, in delivery order.
    case delivered(to: [ResponderSite])
    /// Nobody eligible appeared before its deadline.
    case expired
    /// A newer value of its type, from the same publisher, had to wait too and took its place.
    case replaced
    /// The view carrying its publisher was removed while it waited.
    case cancelled
    /// The bounds on nested publishing stopped it.
    case dropped

    /// The outcome in words: `waiting`, `delivered to A.swift:3, B.swift:9` (`delivered` when the
    /// subscribers have no site), `expired`,
    /// `replaced`, `cancelled`, `dropped`.
    public var description: String {
      switch self {
      case .waiting: "waiting"
      case .delivered(let sites) where sites.isEmpty: "delivered"
      case .delivered(let sites): "delivered to \(sites.map(\.description).joined(separator: ", "))"
      case .expired: "expired"
      case .replaced: "replaced"
      case .cancelled: "cancelled"
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
  /// let journey = PublishedValueJourney(typeName: "OpenOrder", origin: ResponderSite(name: "link"), outcome: .expired, waited: 10)
  /// ```
  public init(typeName: String, origin: ResponderSite, outcome: Outcome, waited: Double) {
    self.typeName = typeName
    self.origin = origin
    self.outcome = outcome
    self.waited = waited
  }

  /// The journey in one line: `OpenOrder from App.swift:12: delivered to Orders.swift:30 after
  /// 0.4 s` (no time for a value that did not wait).
  public var description: String {
    let after = waited > 0 ? " after \(Self.seconds(waited)) s" : ""
    return "\(typeName) from \(origin): \(outcome)\(outcome == .waiting ? "" : after)"
  }

  /// `seconds` with at most one decimal, without a trailing `.0`.
  private static func seconds(_ seconds: Double) -> String {
    let tenths = (seconds * 10).rounded()
    let whole = Int(tenths / 10)
    let rest = Int(tenths) % 10
    return rest == 0 ? "\(whole)" : "\(whole).\(rest)"
  }
}
