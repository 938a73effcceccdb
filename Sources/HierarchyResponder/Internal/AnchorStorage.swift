#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The per-instance storage of a responder modifier: its ``ResponderAnchor``,
/// made at the first body evaluation and released with the view's identity.
///
/// Modifiers keep it with `@StateObject`, whose autoclosure runs once for the
/// life of the view's identity (Apple's `StateObject` documentation), so a
/// parent's re-evaluation, which makes the modifier value again, allocates
/// nothing: the storage is not generic, so the autoclosure captures nothing (a
/// generic one would capture its type arguments, one allocation per `init`), and
/// the anchor is made in `body`. `@State` with an initial value would make (and
/// discard) an anchor at every `init`.
///
/// Its release is the signal that the view was **removed**: popped, dismissed, its branch switched off, its row deleted, its
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
/// // Fragment
/// @StateObject private var storage = AnchorStorage()
/// …
/// content.environment(\.responderChain, storage.anchor(for: TypedResponder<Value>.self).update(parent: chain, …))
/// ```
final class AnchorStorage: ObservableObject {
  /// Never sends. Stored: the default publisher is found by reflecting over the object's
  /// properties (OpenCombine, which stands in for Combine off Apple's platforms, also makes a new
  /// one at each read), which costs a view several allocations when it mounts.
  let objectWillChange = ObservableObjectPublisher()
  /// The anchor, once the first body evaluation made it.
  private(set) var made: (any RemovableAnchor)?
  /// The hierarchy the view belongs to, when a process holds several: each HeadlessUI test
  /// host is one, and tells the storage when the view mounts. `nil` in an app, which holds one.
  var hierarchy: ObjectIdentifier?
  /// The hierarchy at work now, among those a process holds (told with ``hierarchy``).
  var currentHierarchy: @MainActor () -> ObjectIdentifier? = { nil }
  /// Whether the position-giving modifier that keeps this storage is applied, through modifiers
  /// only, to another one, once its first evaluation found out
  /// (``wrapsPosition(_:)``).
  var foundWrapsPosition: Bool?

  /// The anchor of nodes of type `Node`, made the first time. One modifier type
  /// uses one storage, always with the same `Node`.
  @MainActor
  func anchor<Node: ResponderNode>(for _: Node.Type) -> ResponderAnchor<Node> {
    if let made { return made as! ResponderAnchor<Node> }
    let anchor = ResponderAnchor<Node>()
    made = anchor
    return anchor
  }

  deinit {
    made?.viewRemoved()
  }
}
