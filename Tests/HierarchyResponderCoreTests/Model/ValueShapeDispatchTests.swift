import HierarchyResponderCore
import TestSupport
import Testing

// The dispatcher's fast paths (pass keys, the per-node miss cache) must never
// change who receives a value: over random chains of typed responders and a
// mixed run of value shapes (structs, enums, classes and subclasses, generic
// structs, existentials, `Optional`, `Array`/`Set`/`Dictionary`, `AnyHashable`),
// every delivery equals what a plain `as?` walk of the chain does.

private protocol Creature: Event {}
private struct Hound: Creature, Hashable { var id = 0 }
private struct Kitten: Creature, Hashable { var id = 0 }
private enum Signal: Event { case on, off }
private class Vehicle: Event { init() {} }
private final class Truck: Vehicle {}
private struct Crate<Content>: Event { var content: Content }

/// One kind of responder of the property test: its type, checked with a plain `as?`.
private struct ShapeResponder {
  let name: String
  let matches: (any Event) -> Bool
  let add: @MainActor (ResponderChain, _ handles: Bool, _ log: Log, _ id: String) -> ResponderChain
}

private func responder<T>(_: T.Type, _ name: String) -> ShapeResponder {
  ShapeResponder(
    name: name, matches: { $0 as? T != nil },
    add: { chain, handles, log, id in
      chain.addingResponder(for: T.self, kind: .receiveEvent) { _ in
        log(id)
        return handles ? .handled : .notHandled
      }
    })
}

@MainActor private let responders: [ShapeResponder] = [
  responder(Hound.self, "Hound"), responder(Kitten.self, "Kitten"), responder(Signal.self, "Signal"),
  responder(Vehicle.self, "Vehicle"), responder(Truck.self, "Truck"), responder(Crate<Int>.self, "Crate<Int>"),
  responder(Crate<String>.self, "Crate<String>"), responder((any Creature).self, "any Creature"),
  responder(Hound?.self, "Hound?"), responder([Hound].self, "[Hound]"), responder([any Creature].self, "[any Creature]"),
  responder(Set<Hound>.self, "Set<Hound>"), responder(Set<AnyHashable>.self, "Set<AnyHashable>"),
  responder([String: Hound].self, "[String: Hound]"), responder([String: any Creature].self, "[String: any Creature]"),
  responder(AnyHashable.self, "AnyHashable"), responder((any Event).self, "any Event"),
]

/// The values of a run, as events of every shape.
@MainActor private let values: [any Event] = [
  Hound(), Kitten(), Signal.on, Vehicle(), Truck(), Crate(content: 1), Crate(content: "a"),
  Hound?.some(Hound()), Hound?.none, [Hound()], [Kitten()], [Hound](), [Hound()] as [any Creature],
  [Kitten()] as [any Creature], Set([Hound()]), Set([Kitten()]), ["a": Hound()], ["a": Kitten()],
  ["a": Hound()] as [String: any Creature], AnyHashable(Hound()), AnyHashable(Kitten()), AnyHashable(1),
]

@MainActor
@Suite struct ValueShapeDispatchTests {
  @Test(
    "Every delivery equals a plain as? walk of the chain, over mixed value shapes",
    arguments: 0..<24 as Range<UInt64>)
  func everyDeliveryEqualsAPlainCastWalk(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let log = Log()
    // Inner first: `chain[0]` is asked first.
    let picked = (0..<(1 + random.below(12))).map { _ in
      (responder: responders[random.below(responders.count)], handles: random.chance(30))
    }
    var chain = ResponderChain()
    if seed.isMultiple(of: 2) { chain = chain.observingJourneys { _ in } }  // the journey path asks every node
    for (index, entry) in picked.enumerated().reversed() {
      chain = entry.responder.add(chain, entry.handles, log, "\(index)")
    }
    var expected: [String] = []
    var expectedUnhandled = 0
    let reported = issueMessages {
      for _ in 0..<60 {
        let value = values[random.below(values.count)]
        var handled = false
        for (index, entry) in picked.enumerated() where entry.responder.matches(value) {
          expected.append("\(index)")
          if entry.handles {
            handled = true
            break
          }
        }
        if !handled { expectedUnhandled += 1 }
        chain.triggerEvent(value)
      }
    }
    #expect(log.entries == expected, "chain: \(picked.map { "\($0.responder.name)\($0.handles ? "!" : "")" })")
    #expect(reported.count == expectedUnhandled)
  }
}
