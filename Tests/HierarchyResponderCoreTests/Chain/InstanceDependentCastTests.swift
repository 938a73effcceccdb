import HierarchyResponderCore
import Testing

// Defect 2: a miss may be remembered per dynamic type only when the cast's
// result depends on the type alone. `AnyHashable` (and `Optional`, and the
// collections) cast according to the value inside.

private protocol PingLike {}
private struct HashablePing: PingLike, Hashable {}
private struct HashableTap: Hashable {}

@MainActor
@Suite struct InstanceDependentCastTests {
  /// A typed handler for `Value` (logging `name`) inside an untyped root that logs "root".
  private func chain<Value>(handling _: Value.Type, as name: String, log: Log) -> ResponderChain {
    ResponderChain()
      .addingResponder(for: (any Event).self, kind: .receiveEvent) { _ in
        log("root")
        return .handled
      }
      .addingResponder(for: Value.self, kind: .handleEvent) { _ in
        log(name)
        return .handled
      }
  }

  @Test("Defect 2: an AnyHashable miss is not remembered for the next AnyHashable")
  func defect2AnAnyHashableMissIsNotCachedForTheType() {
    let log = Log()
    let chain = chain(handling: (any PingLike).self, as: "ping-like", log: log)
    chain.triggerEvent(AnyHashable(HashablePing()))
    chain.triggerEvent(AnyHashable(HashableTap()))
    chain.triggerEvent(AnyHashable(HashablePing()))
    #expect(log.entries == ["ping-like", "root", "ping-like"])
  }

  @Test("Defect 2: a nil Optional miss is not remembered for the next Optional")
  func defect2AnOptionalMissIsNotCachedForTheType() {
    let log = Log()
    let chain = chain(handling: Ping.self, as: "ping", log: log)
    chain.triggerEvent(Ping?.some(Ping()))
    chain.triggerEvent(Ping?.none)
    chain.triggerEvent(Ping?.some(Ping()))
    #expect(log.entries == ["ping", "root", "ping"])
  }
}
