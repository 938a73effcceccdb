import Benchmark
import DispatchFixtures
import Foundation

// Dispatch through D responders that do not want the value, handled by the
// outermost one, against the concrete chain a developer would write by hand
// (see DispatchFixtures/Scenarios.swift and ../../README.md); and one body
// evaluation of a responder modifier with nothing changed. Each measured
// iteration runs 1 000 times (`scalingFactor: .kilo`); the table marks
// per-iteration values with `*`.

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

  let names = [
    ("Event pass", "event-pass"), ("Mixed types", "mixed-types"), ("Transform each", "transform-each"),
    ("Error pass", "error-pass"), ("Re-evaluation", "reevaluation"),
  ]
  for depth in depths {
    for (title, name) in names {
      scenarioBenchmark("\(title) D=\(depth)", Scenario.named(name)!, depth: depth)
      scenarioBenchmark("\(title) D=\(depth) (baseline)", Scenario.named("\(name)-baseline")!, depth: depth)
    }
  }
}

/// Registers a benchmark that builds `scenario` at `depth` (not measured), then
/// runs `scaledIterations` iterations on the main actor and checks that every one arrived.
func scenarioBenchmark(_ name: String, _ scenario: Scenario, depth: Int) {
  Benchmark(name) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    onMainActor {
      let send = scenario.make(depth)
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
