import HierarchyResponderCore

/// The core operation of a responder modifier's body evaluation, for the benchmarks package: a
/// `handleEvent(T.self) { … }` kept across updates by a `ResponderAnchor`, as the SwiftUI layer
/// keeps it.
///
/// Not API: the SwiftUI layer uses the anchor directly; this only lets a benchmark in another
/// package measure one update, without the core shipping it.
///
/// ```swift
/// // Fragment
/// import HierarchyResponderBenchmarkSupport
/// let handler = AnchoredHandler<LikeEvent>()
/// let chain = handler.update(parent: parent, site: site) { likes += 1 }
/// ```
@MainActor
public final class AnchoredHandler<Value> {
  private let anchor = ResponderAnchor<TypedResponder<Value>>()

  /// Creates an anchor with no node yet.
  public nonisolated init() {}

  /// One body evaluation: keeps the node when `parent` did not change (installing
  /// `handler` and `site`), and returns the chain the content sees.
  public func update(parent: ResponderChain, site: ResponderSite, handler: @escaping () throws -> Void) -> ResponderChain {
    anchor.update(parent: parent, kind: .handleEvent, site: site, body: .handleIgnoring(handler))
  }
}
