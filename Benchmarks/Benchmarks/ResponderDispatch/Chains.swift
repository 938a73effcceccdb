import Benchmark
import HierarchyResponderCore

// The chains each benchmark sends through: a `ResponderChain`, and the baseline a
// developer would write by hand, nested closures that type-check and forward.
// Both are built outermost first; the value starts at the innermost hop and is
// handled by the outermost one.

/// Counts the values that reached their handler, to check that every dispatch arrived.
@MainActor var handledCount = 0

/// What every handler does with the value it handles, in both chains.
@MainActor
func handle<T>(_ value: T) {
  blackHole(value)
  handledCount &+= 1
}

// MARK: - ResponderChain

@MainActor
enum Chains {
  /// D `handleEvent` responders for other types (one type each), inside a `Ping` handler.
  static func eventPass(depth: Int) -> ResponderChain {
    ResponderChain().addingHandler(for: Ping.self, kind: .handleEvent)
      .addingLevels(depth: depth) { chain, type in chain.addingHandler(for: type, kind: .handleEvent) }
  }

  /// D `transformEvent` responders for other types that a `Pong` passes, inside a
  /// `Pong` handler; innermost, the one transform that matches turns `Ping` into `Pong`.
  static func transformPass(depth: Int) -> ResponderChain {
    ResponderChain().addingHandler(for: Pong.self, kind: .handleEvent)
      .addingLevels(depth: depth) { chain, type in chain.addingTransform(from: type) }
      .addingResponder(for: Ping.self, kind: .transformEvent) { .event(Pong(a: $0.a, b: $0.b, c: $0.c)) }
  }

  /// D `transformEvent` responders, each turning the value into the next type
  /// (`Origin` → `Level<Origin>` → …), inside the handler of the last type.
  static func transformEach(depth: Int) -> ResponderChain {
    let types = levelTypes(count: depth + 1)
    return types[..<depth].reversed().reduce(ResponderChain().addingHandler(for: types[depth], kind: .handleEvent)) {
      $0.addingTransform(from: $1)
    }
  }

  /// D `handleError` responders for other error types, inside a `Failure` handler.
  static func errorPass(depth: Int) -> ResponderChain {
    ResponderChain().addingHandler(for: Failure.self, kind: .handleError)
      .addingLevels(depth: depth) { chain, type in chain.addingHandler(for: type, kind: .handleError) }
  }
}

@MainActor
extension ResponderChain {
  /// A handler for `T` (on the side `kind` says).
  fileprivate func addingHandler<T>(for type: T.Type, kind: ResponderKind) -> ResponderChain {
    addingResponder(for: T.self, kind: kind) { value in
      handle(value)
      return .handled
    }
  }

  /// A transform from `T` to the next level.
  fileprivate func addingTransform<T: LevelType>(from type: T.Type) -> ResponderChain {
    addingResponder(for: T.self, kind: .transformEvent) { value in .event(value.next()) }
  }

  /// `depth` responders added by `add`, one per level type, the innermost for `Origin`.
  fileprivate func addingLevels(
    depth: Int, _ add: (ResponderChain, any LevelType.Type) -> ResponderChain
  ) -> ResponderChain {
    levelTypes(count: depth).reversed().reduce(self, add)
  }
}

// MARK: - Hand-written baseline

/// One hop of a hand-written chain of closures: `(any Event) -> Void` or `(any Error) -> Void`.
typealias Hop<Value> = (Value) -> Void

@MainActor
enum Baseline {
  /// `if let value = event as? Other { handle(value); return }; parent(event)`, D times,
  /// inside a `Ping` handler.
  static func eventPass(depth: Int) -> Hop<any Event> {
    levelHandlers(depth: depth, top: handlerHop(for: Ping.self, parent: { _ in }))
  }

  /// The baseline of ``Chains/transformPass(depth:)``.
  static func transformPass(depth: Int) -> Hop<any Event> {
    let top: Hop<any Event> = handlerHop(for: Pong.self, parent: { _ in })
    let parent = levelTypes(count: depth).reversed().reduce(top) { transformHop(from: $1, parent: $0) }
    return { event in
      if let ping = event as? Ping {
        parent(Pong(a: ping.a, b: ping.b, c: ping.c))
        return
      }
      parent(event)
    }
  }

  /// The baseline of ``Chains/transformEach(depth:)``.
  static func transformEach(depth: Int) -> Hop<any Event> {
    let types = levelTypes(count: depth + 1)
    let top: Hop<any Event> = handlerHop(for: types[depth], parent: { _ in })
    return types[..<depth].reversed().reduce(top) { transformHop(from: $1, parent: $0) }
  }

  /// The baseline of ``Chains/errorPass(depth:)``.
  static func errorPass(depth: Int) -> Hop<any Error> {
    levelHandlers(depth: depth, top: handlerHop(for: Failure.self, parent: { _ in }))
  }

  /// `depth` hops handling one level type each, inside `top`.
  private static func levelHandlers<Value>(depth: Int, top: @escaping Hop<Value>) -> Hop<Value> {
    levelTypes(count: depth).reversed().reduce(top) { handlerHop(for: $1, parent: $0) }
  }

  /// A hop that handles `T` and forwards every other value to `parent`.
  private static func handlerHop<Value, T>(for _: T.Type, parent: @escaping Hop<Value>) -> Hop<Value> {
    { value in
      if let matched = value as? T {
        handle(matched)
        return
      }
      parent(value)
    }
  }

  /// A hop that turns `T` into the next level and forwards every other value to `parent`.
  private static func transformHop<T: LevelType>(from _: T.Type, parent: @escaping Hop<any Event>) -> Hop<any Event> {
    { event in
      if let value = event as? T {
        parent(value.next())
        return
      }
      parent(event)
    }
  }
}
