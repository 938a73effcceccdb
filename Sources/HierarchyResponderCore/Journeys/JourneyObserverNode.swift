/// A node that receives the journey of every value sent from inside it.
package final class JourneyObserverNode: ResponderNode {
  /// The latest observer (replaced at each body evaluation in the SwiftUI layer).
  package var observer: (Journey) -> Void

  package init(parent: ResponderNode?, site: ResponderSite, observer: @escaping (Journey) -> Void) {
    self.observer = observer
    super.init(parent: parent, side: nil, kind: nil, site: site, observes: true)
  }

  package override var observerEntry: JourneyObserverNode? { self }

  package func observe(_ journey: Journey) { observer(journey) }
}
