import Benchmark
import ModifierFixtures

// Issue #18, defect 5: a responder modifier re-evaluated by its parent with nothing changed
// (init + body), against a plain modifier that keeps an object with `@StateObject`. One
// iteration is one re-evaluation of a parent with 100 rows, each carrying one modifier.
// Instruction counts: `Scripts/modifier-callgrind.sh`.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    maxDuration: .seconds(5),
    maxIterations: 200
  )

  for rows in RowModifier.allCases {
    Benchmark("Re-evaluate 100 modifiers (\(rows.rawValue))") { benchmark in
      let iterations = benchmark.scaledIterations
      let tree = await MainActor.run { ModifierTree(rows) }
      benchmark.startMeasurement()
      await MainActor.run {
        for _ in iterations { tree.reevaluate() }
      }
      benchmark.stopMeasurement()
      blackHole(tree)
    }
  }
}
