import HierarchyResponderCore
import Testing

// The dispatch fast paths (skipping nodes that ignore a type, delivering a value
// without a dynamic cast) must not change what responders see, nor journeys.

private struct FastPing: Event { var value = 0 }
private struct FastPong: Event { var value = 0 }
private struct Other: Event {}
private protocol Tagged: Event {}
private struct TaggedFastPing: Tagged { var value = 0 }
private class Base: Event { let value: Int; init(value: Int) { self.value = value } }
private final class Derived: Base {}
private struct FastBoom: Error {}
private final class ClassError: Error {}

@MainActor
@Suite struct DispatchFastPathTests {
  @Test func repeatedDispatchThroughIgnoringRespondersStillArrives() {
    var received: [Int] = []
    var chain = ResponderChain().addingResponder(for: FastPing.self, kind: .handleEvent) { ping in
      received.append(ping.value)
      return .handled
    }
    for _ in 0..<5 { chain = chain.addingResponder(for: Other.self, kind: .handleEvent) { _ in .handled } }
    for value in 0..<3 { chain.triggerEvent(FastPing(value: value)) }
    #expect(received == [0, 1, 2])
  }

  @Test func journeysStillRecordIgnoredHopsOnceTypesAreCached() {
    var journeys: [Journey] = []
    let chain = ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(for: FastPing.self, kind: .handleEvent) { _ in .handled }
      .addingResponder(for: Other.self, kind: .handleEvent) { _ in .handled }
      .addingResponder(for: Other.self, kind: .handleEvent) { _ in .handled }
    chain.triggerEvent(FastPing())
    chain.triggerEvent(FastPing())
    #expect(journeys.count == 2)
    #expect(journeys[0].hops.map(\.action) == [.ignored, .ignored, .handled])
    #expect(journeys[1].hops.map(\.action) == [.ignored, .ignored, .handled])
  }

  @Test func untypedProtocolAndSubclassRespondersReceiveTheValue() {
    var log: [String] = []
    let chain = ResponderChain()
      .addingResponder(for: Base.self, kind: .handleEvent) { base in log.append("base \(base.value)"); return .handled }
      .addingResponder(for: (any Tagged).self, kind: .receiveEvent) { _ in log.append("tagged"); return .handled }
      .addingResponder(for: (any Event).self, kind: .receiveEvent) { event in
        log.append("any \(type(of: event))")
        return .notHandled
      }
    chain.triggerEvent(TaggedFastPing())
    chain.triggerEvent(Derived(value: 7))
    #expect(log == ["any TaggedFastPing", "tagged", "any Derived", "base 7"])
  }

  @Test func transformsAndErrorsTravelWithTheirNewType() {
    var log: [String] = []
    let chain = ResponderChain()
      .addingResponder(for: FastPong.self, kind: .handleEvent) { pong in log.append("pong \(pong.value)"); return .handled }
      .addingResponder(for: FastBoom.self, kind: .catchError) { _ in .event(FastPong(value: 2)) }
      .addingResponder(for: ClassError.self, kind: .catchError) { _ in .event(FastPong(value: 3)) }
      .addingResponder(for: (any Error).self, kind: .receiveError) { _ in log.append("error"); return .notHandled }
      .addingResponder(for: FastPing.self, kind: .transformEvent) { ping in .event(FastPong(value: ping.value)) }
    for _ in 0..<2 {
      chain.triggerEvent(FastPing(value: 1))
      chain.reportError(FastBoom())
      chain.reportError(ClassError())
    }
    #expect(log == [
      "pong 1", "error", "pong 2", "error", "pong 3",
      "pong 1", "error", "pong 2", "error", "pong 3",
    ])
  }
}
