import HierarchyResponderCore

// The values the dispatch benchmarks send, besides T0...T50 (ConcreteTypes.swift).

/// Counts the values that reached their handler, to check that every dispatch arrived.
/// Written only on the main actor (where every benchmark runs); not isolated, so that
/// handlers need no isolation check (a responder's closure is not main-actor isolated).
nonisolated(unsafe) public var handledCount = 0

/// What every handler does with the value it handles, in both chains.
@inline(never)
public func handle<T>(_ value: T) {
  withExtendedLifetime(value) {}
  handledCount &+= 1
}

/// One hop of a hand-written chain of closures: `(any Event) -> Void` or `(any Error) -> Void`.
public typealias Hop<Value> = @MainActor (Value) -> Void

/// The event that is triggered: three words, the most an existential stores
/// inline, so boxing it as `any Event` allocates nothing.
public struct Ping: Event {
  public var a = 1
  public var b = 2
  public var c = 3
  public init(a: Int = 1, b: Int = 2, c: Int = 3) { self.a = a; self.b = b; self.c = c }
}

/// The event that transforms produce.
public struct Pong: Event {
  public var a = 0
  public var b = 0
  public var c = 0
  public init(a: Int = 0, b: Int = 0, c: Int = 0) { self.a = a; self.b = b; self.c = c }
}

/// The error that is reported. Errors are boxed (`any Error` is a heap box), so
/// it is boxed once per run: a developer reports an error they caught, boxed already.
public struct Failure: Error {
  public var code = 1
  public init() {}
}

/// Four event types that alternate through the same responders (the mixed case).
public struct MixA: Event { public var a = 0, b = 0, c = 0 }
public struct MixB: Event { public var a = 0, b = 0, c = 0 }
public struct MixC: Event { public var a = 0, b = 0, c = 0 }
public struct MixD: Event { public var a = 0, b = 0, c = 0 }

/// The i-th value of the mixed case: MixA, MixB, MixC, MixD, MixA, …
public func mixedEvent(_ index: Int) -> any Event {
  switch index & 3 {
  case 0: MixA(a: index)
  case 1: MixB(a: index)
  case 2: MixC(a: index)
  default: MixD(a: index)
  }
}
