/// What one object on a `next`-linked chain does with an event routed to it
/// (see ``EventRouter``).
///
/// ```swift
/// // Fragment
/// func respond(to event: any Event) -> RouteDecision {
///   switch event {
///   case let like as LikeEvent: feed.like(like.post); return .handled
///   case let tap as CellTapEvent: return .transform(ShowPostEvent(post: tap.post))
///   default: return .notHandled
///   }
/// }
/// ```
public enum RouteDecision {
  /// The object handled the event; routing stops here.
  case handled
  /// The object passes the event, unchanged, to the next object (the word every reply uses for
  /// "pass it on").
  case notHandled
  /// The object replaces the event with another one, which continues from the
  /// next object.
  ///
  /// The associated value is the replacement event.
  case transform(any Event)

  /// The former spelling of ``notHandled``.
  @available(*, deprecated, renamed: "notHandled")
  public static var forward: Self { .notHandled }
}
