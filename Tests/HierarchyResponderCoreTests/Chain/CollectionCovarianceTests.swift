import HierarchyResponderCore
import Testing

// Defect 1: Swift casts `Array`, `Set`, `Dictionary` and `Optional` element by
// element (`[Dog] as? [any Animal]` succeeds), so a typed responder for one of
// them must be asked about a value of another instantiation, never passed.

private protocol Animal {}
private struct Dog: Animal, Event, Hashable {}
private struct Cat: Animal, Event, Hashable {}

extension Array: Event {}
extension Set: Event {}
extension Dictionary: Event {}

@MainActor
@Suite struct CollectionCovarianceTests {
  /// A chain with a typed handler for `Value` behind a few responders for other
  /// plain types; `received` logs what the handler got.
  private func chain<Value>(handling _: Value.Type, log: Log) -> ResponderChain {
    var chain = ResponderChain().addingResponder(for: Value.self, kind: .handleEvent) { value in
      log("\(value)")
      return .handled
    }
    chain = chain.addingResponder(for: Ping.self, kind: .handleEvent) { _ in .handled }
    chain = chain.addingResponder(for: [Int].self, kind: .handleEvent) { _ in .handled }
    return chain
  }

  @Test("Defect 1: a [Dog] reaches a responder for [any Animal]")
  func defect1AnArrayReachesAResponderForItsCovariantType() {
    let log = Log()
    let chain = chain(handling: [any Animal].self, log: log)
    let messages = issueMessages {
      chain.triggerEvent([Dog()])
      chain.triggerEvent([Dog(), Dog()])
    }
    #expect(log.entries.count == 2)
    #expect(messages.isEmpty)
  }

  @Test("Defect 1: a Set<Dog> reaches a responder for Set<AnyHashable>")
  func defect1ASetReachesAResponderForItsCovariantType() {
    let log = Log()
    let chain = chain(handling: Set<AnyHashable>.self, log: log)
    let messages = issueMessages { chain.triggerEvent(Set([Dog()])) }
    #expect(log.entries.count == 1)
    #expect(messages.isEmpty)
  }

  @Test("Defect 1: a [String: Dog] reaches a responder for [String: any Animal]")
  func defect1ADictionaryReachesAResponderForItsCovariantType() {
    let log = Log()
    let chain = chain(handling: [String: any Animal].self, log: log)
    let messages = issueMessages { chain.triggerEvent(["rex": Dog()]) }
    #expect(log.entries.count == 1)
    #expect(messages.isEmpty)
  }

  @Test("Defect 1: a Dog reaches a responder for Dog? (Optional wraps it)")
  func defect1AValueReachesAResponderForItsOptional() {
    let log = Log()
    let chain = chain(handling: Dog?.self, log: log)
    let messages = issueMessages { chain.triggerEvent(Dog()) }
    #expect(log.entries.count == 1)
    #expect(messages.isEmpty)
  }

  @Test("Defect 1: an [any Animal] of cats misses a [Dog] responder, and one of dogs then reaches it")
  func defect1AnArrayCastDependsOnItsElements() {
    let log = Log()
    let chain = chain(handling: [Dog].self, log: log)
    let cats: [any Animal] = [Cat()]
    let dogs: [any Animal] = [Dog()]
    let messages = issueMessages {
      chain.triggerEvent(cats)
      chain.triggerEvent(dogs)
    }
    #expect(log.entries.count == 1)
    #expect(
      messages == [
        "Unhandled event Array<Animal>: no responder handled it. Add .handleEvent(Array<Animal>.self) { … } to an ancestor view."
      ])
  }
}
