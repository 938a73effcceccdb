import HierarchyResponderCore
import Testing

/// ARCHITECTURE.md, Identity in the core: an anchor keeps its node while the parent chain is the
/// same, installs the latest closure in it, and builds a new node when the parent
/// changed (a node's parent never changes).
@MainActor
@Suite struct ResponderAnchorTests {
  @Test func anUpdateWithTheSameParentKeepsTheChainAndRunsTheLatestClosure() {
    var log: [String] = []
    let parent = ResponderChain()
    let anchor = ResponderAnchor<TypedResponder<Ping>>()
    let first = anchor.update(parent: parent, kind: .handleEvent, site: site(1), body: .handleIgnoring { log.append("first") })
    let second = anchor.update(parent: parent, kind: .handleEvent, site: site(1), body: .handleIgnoring { log.append("second") })
    #expect(first == second)
    #expect(first.node === second.node)
    first.triggerEvent(Ping())
    #expect(log == ["second"])
  }

  @Test func anUpdateWithAnotherParentBuildsANewNodeAndLeavesTheOldChainIntact() {
    var log: [String] = []
    let outerA = ResponderChain().addingResponder(for: Pong.self, kind: .handleEvent) { _ in log.append("A"); return .handled }
    let outerB = ResponderChain().addingResponder(for: Pong.self, kind: .handleEvent) { _ in log.append("B"); return .handled }
    let anchor = ResponderAnchor<TypedResponder<Ping>>()
    let onA = anchor.update(parent: outerA, kind: .transformEvent, site: site(2), body: .eventIgnoring { Pong() })
    let onB = anchor.update(parent: outerB, kind: .transformEvent, site: site(2), body: .eventIgnoring { Pong() })
    #expect(onA != onB)
    #expect(onB.node?.parent === outerB.node)
    onA.triggerEvent(Ping())
    onB.triggerEvent(Ping())
    #expect(log == ["A", "B"])
  }

  @Test func theLatestSiteAndNameShowInJourneys() {
    var paths: [[String]] = []
    let parent = ResponderChain().observingJourneys { paths.append($0.path) }
    let anchor = ResponderAnchor<TypedResponder<Ping>>()
    _ = anchor.update(parent: parent, kind: .handleEvent, site: site(3, "Old"), body: .handleIgnoring {})
    let chain = anchor.update(parent: parent, kind: .handleEvent, site: site(3, "New"), body: .handleIgnoring {})
    chain.triggerEvent(Ping())
    #expect(paths == [["New"]])
  }

  @Test func chainsAreEqualByTheirInnermostResponder() {
    let root = ResponderChain()
    let one = root.addingResponder(for: Ping.self, kind: .handleEvent) { _ in .handled }
    let other = root.addingResponder(for: Ping.self, kind: .handleEvent) { _ in .handled }
    #expect(root == ResponderChain())
    #expect(one == ResponderChain(node: one.node))
    #expect(one != other)
    #expect(one.triggerEvent == TriggerEvent(chain: one))
    #expect(one.reportError != other.reportError)
  }

  @Test func aCancelledAnchorDropsEveryLaterValueForGood() async {
    var log: [String] = []
    let anchor = ResponderAnchor<TypedResponder<Ping>>()
    let chain = anchor.update(
      parent: ResponderChain(), kind: .handleEvent, site: site(4), body: .async { _ in log.append("ran"); return .handled })
    anchor.cancel()
    chain.triggerEvent(Ping())
    for _ in 0..<20 { await Task.yield() }
    #expect(log.isEmpty)
    // The view is gone (Lifetime): a later value, even after a new body evaluation, still runs nothing.
    let again = anchor.update(
      parent: ResponderChain(), kind: .handleEvent, site: site(4), body: .async { _ in log.append("ran"); return .handled })
    again.triggerEvent(Ping())
    for _ in 0..<20 { await Task.yield() }
    #expect(log.isEmpty)
    #expect(anchor.scope.isClosed)
  }

  @Test func viewRemovedOnTheMainThreadClosesTheScopeBeforeItReturns() {
    let anchor = ResponderAnchor<TypedResponder<Ping>>()
    _ = anchor.update(parent: ResponderChain(), kind: .handleEvent, site: site(5), body: .async { _ in .handled })
    anchor.viewRemoved()
    #expect(anchor.scope.isClosed)
  }
}
