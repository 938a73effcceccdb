import Benchmark
import Foundation
import HierarchyResponderCore

// Dispatch through D responders that do not want the value, handled by the
// outermost one, against the closures a developer would write by hand
// (see Chains.swift and ../../README.md). Each measured iteration sends 1 000
// values (`scalingFactor: .kilo`); the table marks per-dispatch values with `*`.

/// The depths measured.
let depths = [1, 10, 50]

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 1_000
  )

  for depth in depths {
    eventPair("Event pass", depth: depth, chain: Chains.eventPass, baseline: Baseline.eventPass) {
      Ping(a: $0, b: 2, c: 3)
    }
    eventPair("Transform pass", depth: depth, chain: Chains.transformPass, baseline: Baseline.transformPass) {
      Ping(a: $0, b: 2, c: 3)
    }
    eventPair("Transform each", depth: depth, chain: Chains.transformEach, baseline: Baseline.transformEach) {
      Origin(a: $0, b: 2, c: 3)
    }
    // The error is boxed once, outside the measurement: a developer reports an
    // error they caught, which is boxed already.
    dispatchPair(
      "Error pass D=\(depth)",
      chain: {
        let report = Chains.errorPass(depth: depth).reportError
        let error: any Error = Failure()
        return { _ in report(error) }
      },
      baseline: {
        let hop = Baseline.errorPass(depth: depth)
        let error: any Error = Failure()
        return { _ in hop(error) }
      })
  }
}

/// Registers `"<name> D=<depth>"` and its baseline, both sending `event(i)` for the i-th dispatch.
func eventPair<E: Event>(
  _ name: String, depth: Int,
  chain: @escaping @MainActor (_ depth: Int) -> ResponderChain,
  baseline: @escaping @MainActor (_ depth: Int) -> Hop<any Event>,
  event: @escaping @Sendable (Int) -> E
) {
  dispatchPair(
    "\(name) D=\(depth)",
    chain: {
      let trigger = chain(depth).triggerEvent
      return { trigger(event($0)) }
    },
    baseline: {
      let hop = baseline(depth)
      return { hop(event($0)) }
    })
}

/// Registers `name` for the responder chain and `"<name> (baseline)"` for the hand-written closures.
func dispatchPair(
  _ name: String,
  chain: @escaping @MainActor () -> @MainActor (Int) -> Void,
  baseline: @escaping @MainActor () -> @MainActor (Int) -> Void
) {
  dispatchBenchmark(name, chain)
  dispatchBenchmark("\(name) (baseline)", baseline)
}

/// Registers a benchmark that builds a chain with `makeSend` (not measured), then
/// sends `scaledIterations` values through it on the main actor and checks that
/// every one was handled.
func dispatchBenchmark(_ name: String, _ makeSend: @escaping @MainActor () -> @MainActor (Int) -> Void) {
  Benchmark(name) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    onMainActor {
      let send = makeSend()
      let count = benchmark.scaledIterations.count
      handledCount = 0
      benchmark.startMeasurement()
      for index in benchmark.scaledIterations {
        send(index)
      }
      benchmark.stopMeasurement()
      if handledCount != count {
        benchmark.error("\(name): \(handledCount) of \(count) values were handled")
      }
    }
  }
}

/// Runs `body` on the main actor, from whichever thread the benchmark runner uses.
func onMainActor(_ body: @MainActor () -> Void) {
  if Thread.isMainThread {
    MainActor.assumeIsolated(body)
  } else {
    DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
  }
}
