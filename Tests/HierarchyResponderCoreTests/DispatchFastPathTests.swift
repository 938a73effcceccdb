import HierarchyResponderCore
import Testing

// The dispatch fast paths (skipping nodes that ignore a type, delivering a value
// without a dynamic cast) must not change what responders see, nor journeys.

private struct Ping: Event { var value = 0 }
private struct Pong: Event { var value = 0 }
private struct Other: Event {}
private protocol Tagged: Event {}
private struct TaggedPing: Tagged { var value = 0 }
private class Base: Event { let value: Int; init(value: Int) { self.value = value } }
private final class Derived: Base {}
private struct Boom: Error {}
private final class ClassError: Error {}

@MainActor
@Suite struct DispatchFastPathTests {
  @Test func repeatedDispatchThroughIgnoringRespondersStillArrives() {
    var received: [Int] = []
    var chain = ResponderChain().addingResponder(for: Ping.self, kind: .handleEvent) { ping in
      received.append(ping.value)
      return .handled
    }
    for _ in 0..<5 { chain = chain.addingResponder(for: Other.self, kind: .handleEvent) { _ in .handled } }
    for value in 0..<3 { chain.triggerEvent(Ping(value: value)) }
    #expect(received == [0, 1, 2])
  }

  @Test func journeysStillRecordIgnoredHopsOnceTypesAreCached() {
    var journeys: [EventJourney] = []
    let chain = ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(for: Ping.self, kind: .handleEvent) { _ in .handled }
      .addingResponder(for: Other.self, kind: .handleEvent) { _ in .handled }
      .addingResponder(for: Other.self, kind: .handleEvent) { _ in .handled }
    chain.triggerEvent(Ping())
    chain.triggerEvent(Ping())
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
    chain.triggerEvent(TaggedPing())
    chain.triggerEvent(Derived(value: 7))
    #expect(log == ["any TaggedPing", "tagged", "any Derived", "base 7"])
  }

  @Test func transformsAndErrorsTravelWithTheirNewType() {
    var log: [String] = []
    let chain = ResponderChain()
      .addingResponder(for: Pong.self, kind: .handleEvent) { pong in log.append("pong \(pong.value)"); return .handled }
      .addingResponder(for: Boom.self, kind: .catchError) { _ in .event(Pong(value: 2)) }
      .addingResponder(for: ClassError.self, kind: .catchError) { _ in .event(Pong(value: 3)) }
      .addingResponder(for: (any Error).self, kind: .receiveError) { _ in log.append("error"); return .notHandled }
      .addingResponder(for: Ping.self, kind: .transformEvent) { ping in .event(Pong(value: ping.value)) }
    for _ in 0..<2 {
      chain.triggerEvent(Ping(value: 1))
      chain.reportError(Boom())
      chain.reportError(ClassError())
    }
    #expect(log == [
      "pong 1", "error", "pong 2", "error", "pong 3",
      "pong 1", "error", "pong 2", "error", "pong 3",
    ])
  }
}
