@_spi(Benchmarks) import HierarchyResponderCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The dispatch cost driver of `Scripts/dispatch-cost.sh` (fixed cost of an event, cost per hop):
// a chain of `depth` responders built through the public API, then `count` events triggered from
// its innermost position; the outermost responder handles each one. Only public API (and the
// benchmark support product for the re-evaluation case) and no fixture target, so that the script can build
// this one file against any revision of the library and compare both in the same run.
//
//   DispatchCost <case> <depth> <count>
//
// Cases (what each of the `depth` hops is):
// - `skip`: a typed `handleEvent` for another type (passed without being asked);
// - `untyped`: an untyped `receiveEvent` that declines;
// - `transform`: a typed `transformEvent` that replaces the `Ping` by a new `Ping`;
// - `closures`: the hand-written closure chain: one closure per hop, `as?` its own type, else
//   the parent closure;
// - `transform-types`: a typed `transformEvent` per hop that turns its `Step` type into the next
//   one (eight types in turn, three words each), so that every hop sees a new type;
// - `closures-transform`: the hand-written chain of the same: one closure per hop, `as?` its
//   `Step` type, then the parent closure called with the next `Step`;
// - `outcome`: the `skip` chain, each event sent with `send` (ARCHITECTURE.md, Outcomes): "fixed"
//   is the cost of asking for the outcome (to compare with `skip`'s), "per hop" must equal `skip`'s;
// - `reevaluation`: no event; each iteration re-evaluates `depth` kept responders with nothing
//   changed (`AnchoredHandler.update`, the core of a responder modifier's body), so "per hop" is
//   one update.

/// The event triggered: three words, stored inline in `any Event`.
struct Ping: Event {
  var a: Int
  var b = 2
  var c = 3
}

/// The events of `transform-types`: each hop turns a `Step<N>` into the next.
protocol StepEvent: Event {
  init(a: Int, b: Int, c: Int)
  var a: Int { get }
  var b: Int { get }
  var c: Int { get }
}
struct Step0: StepEvent { var a, b, c: Int }
struct Step1: StepEvent { var a, b, c: Int }
struct Step2: StepEvent { var a, b, c: Int }
struct Step3: StepEvent { var a, b, c: Int }
struct Step4: StepEvent { var a, b, c: Int }
struct Step5: StepEvent { var a, b, c: Int }
struct Step6: StepEvent { var a, b, c: Int }
struct Step7: StepEvent { var a, b, c: Int }

/// The `transform-types` hop that turns `Step<index % 8>` into the next type, added to `chain`:
/// concrete types and closures, as an app writes them.
@MainActor
func addingTransform(_ chain: ResponderChain, _ index: Int) -> ResponderChain {
  switch index % 8 {
  case 0: chain.addingResponder(for: Step0.self, kind: .transformEvent) { step in .event(Step1(a: step.a &+ 1, b: step.b, c: step.c)) }
  case 1: chain.addingResponder(for: Step1.self, kind: .transformEvent) { step in .event(Step2(a: step.a &+ 1, b: step.b, c: step.c)) }
  case 2: chain.addingResponder(for: Step2.self, kind: .transformEvent) { step in .event(Step3(a: step.a &+ 1, b: step.b, c: step.c)) }
  case 3: chain.addingResponder(for: Step3.self, kind: .transformEvent) { step in .event(Step4(a: step.a &+ 1, b: step.b, c: step.c)) }
  case 4: chain.addingResponder(for: Step4.self, kind: .transformEvent) { step in .event(Step5(a: step.a &+ 1, b: step.b, c: step.c)) }
  case 5: chain.addingResponder(for: Step5.self, kind: .transformEvent) { step in .event(Step6(a: step.a &+ 1, b: step.b, c: step.c)) }
  case 6: chain.addingResponder(for: Step6.self, kind: .transformEvent) { step in .event(Step7(a: step.a &+ 1, b: step.b, c: step.c)) }
  default: chain.addingResponder(for: Step7.self, kind: .transformEvent) { step in .event(Step0(a: step.a &+ 1, b: step.b, c: step.c)) }
  }
}

/// The hand-written hop of `closures-transform`: `as?` its concrete `Step` type, then the parent
/// with the next one.
func transformHop(_ index: Int, parent: @escaping (any Event) -> Void) -> (any Event) -> Void {
  switch index % 8 {
  case 0: { event in if let step = event as? Step0 { parent(Step1(a: step.a &+ 1, b: step.b, c: step.c)) } else { parent(event) } }
  case 1: { event in if let step = event as? Step1 { parent(Step2(a: step.a &+ 1, b: step.b, c: step.c)) } else { parent(event) } }
  case 2: { event in if let step = event as? Step2 { parent(Step3(a: step.a &+ 1, b: step.b, c: step.c)) } else { parent(event) } }
  case 3: { event in if let step = event as? Step3 { parent(Step4(a: step.a &+ 1, b: step.b, c: step.c)) } else { parent(event) } }
  case 4: { event in if let step = event as? Step4 { parent(Step5(a: step.a &+ 1, b: step.b, c: step.c)) } else { parent(event) } }
  case 5: { event in if let step = event as? Step5 { parent(Step6(a: step.a &+ 1, b: step.b, c: step.c)) } else { parent(event) } }
  case 6: { event in if let step = event as? Step6 { parent(Step7(a: step.a &+ 1, b: step.b, c: step.c)) } else { parent(event) } }
  default: { event in if let step = event as? Step7 { parent(Step0(a: step.a &+ 1, b: step.b, c: step.c)) } else { parent(event) } }
  }
}

// Eight types that the skipped hops listen for, in turn (none is a `Ping`).
struct Other0: Event { var a = 0 }
struct Other1: Event { var a = 0 }
struct Other2: Event { var a = 0 }
struct Other3: Event { var a = 0 }
struct Other4: Event { var a = 0 }
struct Other5: Event { var a = 0 }
struct Other6: Event { var a = 0 }
struct Other7: Event { var a = 0 }

/// How many events reached the outermost handler.
nonisolated(unsafe) var handled = 0

/// What the outermost handler does with a `Ping`, in every case.
@inline(never)
func handle(_ ping: Ping) {
  withExtendedLifetime(ping) {}
  handled &+= 1
}

/// A typed responder for the `index`-th other type, which every `Ping` passes.
@MainActor
func addingSkipped(_ chain: ResponderChain, _ index: Int) -> ResponderChain {
  func adding<T: Event>(_: T.Type) -> ResponderChain {
    chain.addingResponder(for: T.self, kind: .handleEvent) { _ in .handled }
  }
  switch index & 7 {
  case 0: return adding(Other0.self)
  case 1: return adding(Other1.self)
  case 2: return adding(Other2.self)
  case 3: return adding(Other3.self)
  case 4: return adding(Other4.self)
  case 5: return adding(Other5.self)
  case 6: return adding(Other6.self)
  default: return adding(Other7.self)
  }
}

/// One hand-written hop for the `index`-th other type: a concrete `as?`, then the parent.
func closureHop(_ index: Int, parent: @escaping (any Event) -> Void) -> (any Event) -> Void {
  switch index & 7 {
  case 0: return { if let value = $0 as? Other0 { withExtendedLifetime(value) {}; return }; parent($0) }
  case 1: return { if let value = $0 as? Other1 { withExtendedLifetime(value) {}; return }; parent($0) }
  case 2: return { if let value = $0 as? Other2 { withExtendedLifetime(value) {}; return }; parent($0) }
  case 3: return { if let value = $0 as? Other3 { withExtendedLifetime(value) {}; return }; parent($0) }
  case 4: return { if let value = $0 as? Other4 { withExtendedLifetime(value) {}; return }; parent($0) }
  case 5: return { if let value = $0 as? Other5 { withExtendedLifetime(value) {}; return }; parent($0) }
  case 6: return { if let value = $0 as? Other6 { withExtendedLifetime(value) {}; return }; parent($0) }
  default: return { if let value = $0 as? Other7 { withExtendedLifetime(value) {}; return }; parent($0) }
  }
}

/// What one iteration does with its index, for `scenario` at `depth`.
@MainActor
func make(_ scenario: String, depth: Int) -> ((Int) -> Void)? {
  let top = ResponderChain().addingResponder(for: Ping.self, kind: .handleEvent) { ping in
    handle(ping)
    return .handled
  }
  var chain = top
  switch scenario {
  case "skip":
    for index in 0..<depth { chain = addingSkipped(chain, index) }
  case "outcome":
    for index in 0..<depth { chain = addingSkipped(chain, index) }
    let trigger = chain.triggerEvent
    return { index in
      if !trigger.send(Ping(a: index)).isHandled { exit(1) }
    }
  case "untyped":
    for _ in 0..<depth {
      chain = chain.addingResponder(for: (any Event).self, kind: .receiveEvent) { _ in .notHandled }
    }
  case "transform":
    for _ in 0..<depth {
      chain = chain.addingResponder(for: Ping.self, kind: .transformEvent) { ping in
        .event(Ping(a: ping.a &+ 1, b: ping.b, c: ping.c))
      }
    }
  case "transform-types":
    var chain = ResponderChain().addingResponder(for: (any Event).self, kind: .handleEvent) { event in
      if let step = event as? any StepEvent { withExtendedLifetime(step.a) {}; handled &+= 1 }
      return .handled
    }
    // Outer to inner: the innermost hop (index 0) receives the `Step0` sent.
    for index in (0..<depth).reversed() { chain = addingTransform(chain, index) }
    let trigger = chain.triggerEvent
    return { trigger(Step0(a: $0, b: 2, c: 3)) }
  case "closures-transform":
    var hop: (any Event) -> Void = { event in if let step = event as? any StepEvent { withExtendedLifetime(step.a) {}; handled &+= 1 } }
    for index in (0..<depth).reversed() { hop = transformHop(index, parent: hop) }
    let first = hop
    return { first(Step0(a: $0, b: 2, c: 3)) }
  case "reevaluation":
    let handlers = (0..<depth).map { _ in AnchoredHandler<Ping>() }
    let site = ResponderSite(fileID: "App/Feed.swift", line: 12)
    // Two closures made by the "app", alternating, so that each update installs another one.
    let first: () throws -> Void = { withExtendedLifetime(1) {} }
    let second: () throws -> Void = { withExtendedLifetime(2) {} }
    for handler in handlers { _ = handler.update(parent: top, site: site, handler: first) }
    return { index in
      for handler in handlers {
        let kept = handler.update(parent: top, site: site, handler: index & 1 == 0 ? first : second)
        withExtendedLifetime(kept) {}
      }
      handled &+= 1
    }
  case "closures":
    var hop: (any Event) -> Void = { if let ping = $0 as? Ping { handle(ping) } }
    for index in 0..<depth { hop = closureHop(index, parent: hop) }
    let first = hop
    return { first(Ping(a: $0)) }
  default:
    return nil
  }
  let trigger = chain.triggerEvent
  return { trigger(Ping(a: $0)) }
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let depth = Int(arguments[2]), let count = Int(arguments[3]) else {
  print("usage: DispatchCost <skip|untyped|transform|transform-types|closures|closures-transform|outcome|reevaluation> <depth> <count>")
  exit(2)
}

MainActor.assumeIsolated {
  guard let send = make(arguments[1], depth: depth) else {
    print("unknown case \(arguments[1])")
    exit(2)
  }
  for index in 0..<count { send(index) }
  guard handled == count else {
    print("\(arguments[1]): \(handled) of \(count) events were handled")
    exit(1)
  }
}
