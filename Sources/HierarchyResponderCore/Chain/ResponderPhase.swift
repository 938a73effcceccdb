/// When a responder is asked, relative to the others on a value's way: before them (outer to
/// inner), in the usual order (inner to outer), or only when no other responder took the value.
///
/// Most responders bubble: the value visits them from the view that sent it outward, and the first
/// that handles it stops it. A reusable component (a paywall, an editor, a terminal pane) offers a
/// ``fallback`` instead: it acts only when nothing else takes the value, so the app that hosts it
/// overrides it by handling the type anywhere outer to it, without forking the component. An app
/// that must act before a component sees a value (a shortcut that a text editor would otherwise
/// swallow) takes it in the ``capture`` phase.
///
/// ```swift
/// // Fragment
/// PaywallView()
///   .handleEvent(Purchase.self, phase: .fallback) { purchase in store.buy(purchase.product) }
/// // In the app: overrides the paywall's fallback.
/// PaywallHost()
///   .handleEvent(Purchase.self) { purchase in checkout.start(purchase) }
/// ```
public enum ResponderPhase: Hashable, Sendable, CustomStringConvertible {
  /// Asked before every bubbling responder, outer to inner (the outermost first), from the root
  /// down to the view that sent the value. It may handle the value (nothing inner sees it) or
  /// let it go on (`.notHandled`), to the next capture responder inside it, then to the usual
  /// inner-to-outer order.
  case capture
  /// The usual order: asked from the view that sent the value outward, after the capture phase.
  case bubble
  /// Asked only when the value reached the root untaken: every responder outer to it passed it.
  /// The fallbacks the value passed are then asked outermost first (a component's fallback
  /// overrides the fallback of a component inside it); each may decline.
  case fallback

  /// `capture`, `bubble` or `fallback`.
  public var description: String {
    switch self {
    case .capture: "capture"
    case .bubble: "bubble"
    case .fallback: "fallback"
    }
  }
}
