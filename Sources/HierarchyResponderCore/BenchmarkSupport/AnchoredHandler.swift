/// The core operation of a responder modifier's body evaluation, for the benchmarks package: a
/// `handleEvent(T.self) { … }` kept across updates by a `ResponderAnchor`, as the SwiftUI layer
/// keeps it.
///
/// Not API: SPI of the `Benchmarks` group, which no product lists and the documentation and the
/// API baseline leave out. The SwiftUI layer uses the anchor directly; this lets a benchmark in
/// another package, which cannot see the core's `package` declarations, measure one update.
///
/// ```swift
/// // Fragment
/// @_spi(Benchmarks) import HierarchyResponderCore
/// let handler = AnchoredHandler<LikeEvent>()
/// let chain = handler.update(parent: parent, site: site) { likes += 1 }
/// ```
@_spi(Benchmarks)
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
