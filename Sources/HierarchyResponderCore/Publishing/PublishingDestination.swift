/// Which subscribers below a `.publisher` receive the events it publishes.
///
/// Subscribers are counted in *levels*: a `.subscribe` with no other
/// subscriber (of the same event type) between it and the publisher is
/// at level 1, a subscriber inside that one at level 2, and so on. Among the
/// subscribers of one level, events are delivered in tree order.
///
/// - ``firstLevel``: every subscriber at the outermost level present.
/// - ``allLevels``: every subscriber, in tree order.
/// - ``lastLevel``: every subscriber at the deepest level present, which in a
///   navigation stack is the screen on top. This is the ``default``.
///
/// ```swift
/// RootView()
///   .publisher(for: ShakeEvent.self, id: "shake", destination: .lastLevel) { controller.shake = $0 }
/// ```
public enum PublishingDestination: Hashable, Sendable {
  /// Every subscriber at the outermost (smallest) level present.
  case firstLevel
  /// Every subscriber, in tree order.
  case allLevels
  /// Every subscriber at the deepest level present: the view on screen.
  case lastLevel

  /// The destination used when none is given: ``lastLevel``.
  public static var `default`: PublishingDestination { .lastLevel }

  /// The predecessor's spelling of ``firstLevel``.
  @available(*, deprecated, renamed: "firstLevel")
  public static var firstSubscriber: PublishingDestination { .firstLevel }

  /// The predecessor's spelling of ``allLevels``.
  @available(*, deprecated, renamed: "allLevels")
  public static var allSubscribers: PublishingDestination { .allLevels }

  /// The predecessor's spelling of ``lastLevel``.
  @available(*, deprecated, renamed: "lastLevel")
  public static var lastSubscriber: PublishingDestination { .lastLevel }
}
