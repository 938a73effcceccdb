/// A spy's recorder on the request side: records every request that reaches it, answers those
/// its spy has an answer for, and lets the others go on outward (``ResponderSpy``).
package final class RequestSpyNode: RequestNode {
  /// The spy that records (the latest installed, in the SwiftUI layer).
  package var spy: ResponderSpy

  package init(spy: ResponderSpy, parent: ResponderNode?, site: ResponderSite) {
    self.spy = spy
    super.init(parent: parent, kind: .receiveRequest, site: site)
  }

  package override func offer<R: ResponderRequest>(_ request: R, trip: RequestTrip) async -> RequestStep<R.Response> {
    spy.record(request: request)
  }

  package override func answers(_ type: Any.Type) -> Bool { spy.answers(type) }
}

extension ResponderAnchor where Node == RequestSpyNode {
  /// Keeps a spy's request recorder across body evaluations.
  package func update(parent: ResponderChain, spy: ResponderSpy, site: ResponderSite) -> ResponderChain {
    update(parent: parent) { parentNode in
      RequestSpyNode(spy: spy, parent: parentNode, site: site)
    } install: { node in
      node.spy = spy
      if !node.site.isIdentical(to: site) { node.site = site }
    }
  }
}
