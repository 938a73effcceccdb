import HierarchyResponderCore
import Testing

/// ARCHITECTURE.md, Bounds: releasing a chain of any depth never overflows the stack.
@MainActor
@Suite struct ChainReleaseTests {
  @Test func aMillionDeepChainIsBuiltDispatchedThroughAndFreedWithoutAStackOverflow() {
    var handled = 0
    weak var outermostScope: ResponderTaskScope?
    do {
      let scope = ResponderTaskScope()
      outermostScope = scope
      var chain = ResponderChain()
        .addingResponder(for: Ping.self, kind: .handleEvent, scope: scope) { _ in .handled }
        .addingResponder(for: Ping.self, kind: .handleEvent) { _ in handled += 1; return .handled }
      for _ in 0..<1_000_000 {
        chain = chain.addingResponder(for: Pong.self, kind: .handleEvent) { _ in .handled }
      }
      chain.triggerEvent(Ping())
      #expect(handled == 1)
    }
    // The outermost node held the scope: it is gone only if all million nodes were freed.
    #expect(outermostScope == nil)
  }

  @Test func releasingAnInnerChainKeepsTheSharedOuterChainWorking() {
    var handled = 0
    let outer = ResponderChain().addingResponder(for: Ping.self, kind: .handleEvent) { _ in handled += 1; return .handled }
    do {
      var inner = outer
      for _ in 0..<100_000 { inner = inner.addingResponder(for: Pong.self, kind: .handleEvent) { _ in .handled } }
      inner.triggerEvent(Ping())
    }
    outer.triggerEvent(Ping())
    #expect(handled == 2)
  }
}
