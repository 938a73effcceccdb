#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The per-instance storage of a responder modifier: its ``ResponderAnchor``,
/// made once per view identity and released with it.
///
/// Modifiers keep it with `@StateObject`, whose autoclosure runs once for the
/// life of the view's identity (Apple's `StateObject` documentation), so a
/// parent's re-evaluation, which makes the modifier value again, allocates
/// nothing. `@State` with an initial value would make (and discard) an anchor
/// at every `init`.
///
/// Its release is the signal that the view was **removed** (ARCHITECTURE.md,
/// rule 3): popped, dismissed, its branch switched off, its row deleted, its
/// host released. Covering (a pushed screen, a deselected tab, a sheet) does not
/// release it. Releasing it cancels the anchor's asynchronous work.
///
/// Nothing else holds it: the chain handed to the content holds the anchor's
/// node, the node holds its scope, running tasks hold the node, and none of
/// them points back here, so a task in flight does not keep the storage alive.
/// It publishes no change (no `@Published`): SwiftUI's subscription to it never
/// re-evaluates the view.
///
/// ```swift
/// @StateObject private var storage = AnchorStorage<TypedResponder<Value>>()
/// …
/// content.environment(\.responderChain, storage.anchor.update(parent: chain, …))
/// ```
final class AnchorStorage<Node: ResponderNode>: ObservableObject {
  /// The anchor the modifier updates at each body evaluation.
  let anchor = ResponderAnchor<Node>()

  deinit {
    anchor.viewRemoved()
  }
}
