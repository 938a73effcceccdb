/// The result of routing one event along a `next`-linked chain with
/// ``EventRouter/route(_:from:fileID:filePath:line:column:)``.
///
/// ```swift
/// // Fragment
/// let result = router.route(LikeEvent(), from: likeButton)
/// if result.isHandled { analytics.log(result.analyticsPath()) } // "HomeVC>FeedCell>LikeButton"
/// ```
public struct RouteResult<Node: AnyObject> {
  /// How the route ended, in ``EventOutcome``'s words.
  public enum Outcome {
    /// This object handled the event.
    ///
    /// - `by`: the object that handled it.
    case handled(by: Node)
    /// The chain ended and nobody handled the event (reported as an issue).
    case unhandled
    /// This object threw `error`; routing stopped there.
    ///
    /// - The first value: the error the object threw.
    /// - `at`: the object that threw it.
    case failed(any Error, at: Node)
    /// The route was dropped: the chain looped back to this object, and routing stopped before
    /// asking it again (a route's bound: a `next`-linked chain has no depth or work limit).
    ///
    /// - `reason`: the text of the runtime issue that says why.
    /// - `at`: the object met a second time.
    case dropped(reason: String, at: Node)
  }

  /// How the route ended.
  public let outcome: Outcome
  /// The event as the last object saw it (after every transform).
  public let event: any Event
  /// The trip as an ``Journey``: one hop per object asked, named by the
  /// router's `id`, so the same journey type serves SwiftUI and UIKit.
  public let journey: Journey

  /// Whether an object handled the event.
  public var isHandled: Bool {
    if case .handled = outcome { return true }
    return false
  }

  /// The ids of the objects asked, in the order the event crossed them
  /// (from the origin outward).
  public var path: [String] { journey.path }

  /// The ids of the objects asked, outermost first, joined by `separator`:
  /// an analytics id such as `HomeVC>FeedCell>LikeButton`.
  ///
  /// - Parameter separator: what goes between two ids.
  public func analyticsPath(separator: String = ">") -> String {
    path.reversed().joined(separator: separator)
  }
}
