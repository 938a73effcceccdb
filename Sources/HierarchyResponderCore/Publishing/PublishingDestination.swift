/// Which subscribers below a `.publisher` receive the events it publishes.
///
/// Only subscribers whose views are on screen take part: appeared, not covered
/// by a pushed screen, not in a deselected tab. They are counted in *levels*: a
/// `.subscribe` with no other subscriber (of the same event type) between it and
/// the publisher is at level 1, a subscriber inside that one at level 2, and so
/// on. Among the subscribers of one level, events are delivered in tree
/// (screen) order.
///
/// - ``firstLevel``: every on-screen subscriber at the outermost level present.
/// - ``allLevels``: every on-screen subscriber, in tree order.
/// - ``lastLevel``: every on-screen subscriber at the deepest level present: the
///   screen the user sees (the top of a navigation stack, the selected tab, the
///   presented sheet when it subscribes inside the presenter). This is the ``default``.
///
/// ```swift
/// // Fragment
/// RootView()
///   .publisher(for: ShakeEvent.self, id: "shake", destination: .lastLevel) { controller.shake = $0 }
/// ```
public enum PublishingDestination: Hashable, Sendable {
  /// Every on-screen subscriber at the outermost (smallest) level present.
  case firstLevel
  /// Every on-screen subscriber, in tree order.
  case allLevels
  /// Every on-screen subscriber at the deepest level present: the screen the user sees.
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
