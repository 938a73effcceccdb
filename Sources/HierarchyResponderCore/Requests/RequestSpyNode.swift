/// A spy's recorder on the request side: records every request that reaches it, answers those
/// its spy has an answer for, and lets the others go on outward (``ResponderSpy``).
package final class RequestSpyNode: RequestNode {
  /// The spy that records (the latest installed, in the SwiftUI layer).
  package var spy: ResponderSpy

  package init(spy: ResponderSpy, parent: ResponderNode?, site: ResponderSite) {
    self.spy = spy
    super.init(parent: parent, kind: .receiveRequest, site: site)
  }

  package override func respond(to payload: Payload, context: inout DispatchContext) -> DispatchStep {
    payload.request?.recorded(by: spy) ?? .ignored
  }

  package override func mayTake(_ type: Any.Type) -> Bool { spy.answers(type) }
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
