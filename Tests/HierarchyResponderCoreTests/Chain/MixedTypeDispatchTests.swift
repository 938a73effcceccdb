import HierarchyResponderCore
import Testing

// Dispatch when several event types alternate through the same responders: a
// responder for one struct or enum type is passed without being asked by values
// of other plain types; wrappers (Optional, AnyHashable) and classes are asked.

private struct Alpha: Event { var value = 0 }
private struct Beta: Event { var value = 0 }
private enum Gamma: Event { case one, two }
private struct Delta: Event, Hashable { var value = 0 }
private final class Boxed: Event { let value: Int; init(value: Int) { self.value = value } }
extension Optional: Event where Wrapped: Event {}
extension AnyHashable: Event {}

@MainActor
@Suite struct MixedTypeDispatchTests {
  @Test func fourEventTypesAlternatingReachTheirOwnHandlersThroughSharedResponders() {
    var log: [String] = []
    var chain = ResponderChain()
      .addingResponder(for: Alpha.self, kind: .handleEvent) { log.append("alpha \($0.value)"); return .handled }
      .addingResponder(for: Beta.self, kind: .handleEvent) { log.append("beta \($0.value)"); return .handled }
      .addingResponder(for: Gamma.self, kind: .handleEvent) { log.append("gamma \($0)"); return .handled }
      .addingResponder(for: Delta.self, kind: .handleEvent) { log.append("delta \($0.value)"); return .handled }
    for _ in 0..<10 { chain = chain.addingResponder(for: Boxed.self, kind: .handleEvent) { _ in .handled } }
    for round in 0..<3 {
      chain.triggerEvent(Alpha(value: round))
      chain.triggerEvent(Beta(value: round))
      chain.triggerEvent(Gamma.two)
      chain.triggerEvent(Delta(value: round))
    }
    #expect(log == (0..<3).flatMap { ["alpha \($0)", "beta \($0)", "gamma two", "delta \($0)"] })
  }

  @Test func aWrapperValueIsStillAskedByTheResponderOfTheTypeItWraps() {
    var log: [String] = []
    let chain = ResponderChain()
      .addingResponder(for: Alpha.self, kind: .handleEvent) { log.append("alpha \($0.value)"); return .handled }
      .addingResponder(for: Beta.self, kind: .handleEvent) { _ in .handled }
    chain.triggerEvent(Optional(Alpha(value: 1)))
    chain.triggerEvent(Beta())
    chain.triggerEvent(Optional(Alpha(value: 3)))
    #expect(log == ["alpha 1", "alpha 3"])
    let hashable = ResponderChain()
      .addingResponder(for: Delta.self, kind: .handleEvent) { log.append("delta \($0.value)"); return .handled }
    hashable.triggerEvent(AnyHashable(Delta(value: 2)))
    #expect(log.last == "delta 2")
  }

  @Test func aProtocolResponderStillReceivesEveryConformingTypeWhenTypesAlternate() {
    var log: [String] = []
    let chain = ResponderChain()
      .addingResponder(for: (any Hashable).self, kind: .receiveEvent) { log.append("hashable \($0)"); return .handled }
      .addingResponder(for: Boxed.self, kind: .handleEvent) { log.append("boxed \($0.value)"); return .handled }
    chain.triggerEvent(Delta(value: 1))
    chain.triggerEvent(Boxed(value: 2))
    chain.triggerEvent(Delta(value: 3))
    chain.triggerEvent(Gamma.one)
    #expect(log == ["hashable Delta(value: 1)", "boxed 2", "hashable Delta(value: 3)", "hashable one"])
  }
}
