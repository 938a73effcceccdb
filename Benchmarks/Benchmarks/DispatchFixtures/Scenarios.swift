@_spi(Benchmarks) import HierarchyResponderCore

// What each benchmark sends through, built by `ResponderChain` and by hand. Both
// chains are built outermost first; the value starts at the innermost hop and is
// handled by the outermost one. The hand-written baseline is the *concrete*
// chain a developer would write: one `as? ConcreteType` per hop (generated in
// ConcreteTypes.swift), not generic closures, whose metadata lookups would
// flatter the library.

/// A benchmark case: builds its chain (not measured) and returns what one
/// measured iteration does with the iteration's index.
public struct Scenario: Sendable {
  public let name: String
  public let make: @MainActor @Sendable (_ depth: Int) -> @MainActor (Int) -> Void

  /// Every case by name (`swift run -c release ResponderCallgrind <name> <depth> <count>`).
  public static let all: [Scenario] = [
    Scenario(name: "event-pass") { depth in
      let trigger = chain(depth: depth, top: { addingHandler($0, depth, kind: .handleEvent) }).triggerEvent
      return { trigger(makeT(depth, $0)) }
    },
    Scenario(name: "event-pass-baseline") { depth in
      let hop = hops(depth: depth, top: concreteHandlerHop(depth, parent: { _ in }), add: concreteHandlerHop)
      return { hop(makeT(depth, $0)) }
    },
    Scenario(name: "mixed-types") { depth in
      let top = ResponderChain()
        .addingResponder(for: MixA.self, kind: .handleEvent) { handle($0); return .handled }
        .addingResponder(for: MixB.self, kind: .handleEvent) { handle($0); return .handled }
        .addingResponder(for: MixC.self, kind: .handleEvent) { handle($0); return .handled }
        .addingResponder(for: MixD.self, kind: .handleEvent) { handle($0); return .handled }
      let trigger = chain(depth: depth, top: { _ in top }).triggerEvent
      return { trigger(mixedEvent($0)) }
    },
    Scenario(name: "mixed-types-baseline") { depth in
      let top: Hop<any Event> = { event in
        if let value = event as? MixA { handle(value); return }
        if let value = event as? MixB { handle(value); return }
        if let value = event as? MixC { handle(value); return }
        if let value = event as? MixD { handle(value); return }
      }
      let hop = hops(depth: depth, top: top, add: concreteHandlerHop)
      return { hop(mixedEvent($0)) }
    },
    Scenario(name: "transform-each") { depth in
      var chain = addingHandler(ResponderChain(), depth, kind: .handleEvent)
      for index in (0..<depth).reversed() { chain = addingTransform(chain, index) }
      let trigger = chain.triggerEvent
      return { trigger(T0(a: $0, b: 2, c: 3)) }
    },
    Scenario(name: "transform-each-baseline") { depth in
      let hop = hops(depth: depth, top: concreteHandlerHop(depth, parent: { _ in }), add: concreteTransformHop)
      return { hop(T0(a: $0, b: 2, c: 3)) }
    },
    Scenario(name: "error-pass") { depth in
      let report = chain(depth: depth, kind: .handleError, top: { addingHandler($0, 50, kind: .handleError) })
        .reportError
      let error: any Error = T50()
      return { _ in report(error) }
    },
    Scenario(name: "error-pass-baseline") { depth in
      let hop = hops(depth: depth, top: concreteErrorHandlerHop(50, parent: { _ in }), add: concreteErrorHandlerHop)
      let error: any Error = T50()
      return { _ in hop(error) }
    },
    // One body evaluation of a responder modifier with nothing changed: the kept
    // node gets the new closure, the chain keeps its identity (`depth` responders
    // are kept, one update each per iteration). The closures are the user's: made
    // by the app's body (two alternate here, so that each update installs another
    // one), not by the library.
    Scenario(name: "reevaluation") { depth in
      let parent = ResponderChain().addingResponder(for: Ping.self, kind: .handleEvent) { _ in .handled }
      let handlers = (0..<depth).map { _ in AnchoredHandler<Ping>() }
      let site = ResponderSite(fileID: "App/Feed.swift", line: 12)
      // Two variables, not an array: a closure taken out of an array is reabstracted (allocated).
      let first: () throws -> Void = { blackHoleInt(1) }
      let second: () throws -> Void = { blackHoleInt(2) }
      for handler in handlers { _ = handler.update(parent: parent, site: site, handler: first) }
      return { index in
        let closure = index & 1 == 0 ? first : second
        for handler in handlers {
          let chain = handler.update(parent: parent, site: site, handler: closure)
          keep(chain)
        }
        handledCount &+= 1
      }
    },
    // What an evaluation costs without ARCHITECTURE.md, Identity: a new node (and chain) each time,
    // with the user's closure wrapped in a closure that replies.
    Scenario(name: "reevaluation-baseline") { depth in
      let parent = ResponderChain().addingResponder(for: Ping.self, kind: .handleEvent) { _ in .handled }
      let site = ResponderSite(fileID: "App/Feed.swift", line: 12)
      let first: () throws -> Void = { blackHoleInt(1) }
      let second: () throws -> Void = { blackHoleInt(2) }
      return { index in
        let closure = index & 1 == 0 ? first : second
        for _ in 0..<depth {
          let chain = parent.addingResponder(for: Ping.self, kind: .handleEvent, site: site) { _ in
            try closure()
            return .handled
          }
          keep(chain)
        }
        handledCount &+= 1
      }
    },
  ]

  /// The case named `name`.
  public static func named(_ name: String) -> Scenario? { all.first { $0.name == name } }
}

/// Keeps a value alive without the optimizer removing the work that made it. Not
/// a closure: a closure formed on the main actor would check its isolation when called.
@inline(never)
public func keep<T>(_ value: T) { withExtendedLifetime(value) {} }

/// Keeps an integer alive without the optimizer removing the work around it.
@inline(never)
public func blackHoleInt(_ value: Int) { withExtendedLifetime(value) {} }

/// `depth` responders for T0…T(depth-1) (a value of none of those types passes
/// them), inside the chain `top` builds.
@MainActor
private func chain(
  depth: Int, kind: ResponderKind = .handleEvent, top: (ResponderChain) -> ResponderChain
) -> ResponderChain {
  var chain = top(ResponderChain())
  for index in (0..<depth).reversed() { chain = addingHandler(chain, index, kind: kind) }
  return chain
}

/// `depth` hand-written hops made by `add` for T0…T(depth-1), inside `top`.
@MainActor
private func hops<Value>(
  depth: Int, top: @escaping Hop<Value>, add: (Int, @escaping Hop<Value>) -> Hop<Value>
) -> Hop<Value> {
  var hop = top
  for index in (0..<depth).reversed() { hop = add(index, hop) }
  return hop
}
