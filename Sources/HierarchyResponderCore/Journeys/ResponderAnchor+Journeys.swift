/// A journey observer kept across body evaluations.
extension ResponderAnchor where Node == JourneyObserverNode {
  /// Keeps an observer of journeys; the observer that runs is the latest installed.
  package func update(
    parent: ResponderChain, site: ResponderSite, observer: @escaping (Journey) -> Void
  ) -> ResponderChain {
    update(parent: parent) { parentNode in
      JourneyObserverNode(parent: parentNode, site: site, observer: observer)
    } install: { node in
      node.site = site
      node.observer = observer
    }
  }
}
