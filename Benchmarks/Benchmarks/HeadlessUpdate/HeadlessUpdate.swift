import Benchmark
import HeadlessUI

// HeadlessUI's update rule at scale, on a 10,000-row tree (100 sections of 100 rows) with one
// `@State` at the root:
//
// - "Mount 10,000 rows": mounting the tree (10,101 bodies).
// - "Update the root of 10,000 rows": one state change at the root. The rows' inputs are
//   unchanged, so SwiftUI's rule evaluates the root's body only (O(changed)); the target is at
//   most 1/100 of the mount.
// - "Update one row of 10,000": one row's own state change (that row's body only).
//
// The body counts are asserted and printed by the test "A state change at the root of a
// 10,000-row tree evaluates O(changed) bodies" (`swift test --filter SwiftUISemantics`).

private struct Rows: View {
  @State private var ticks = 0

  var body: some View {
    VStack {
      Text("Ticks: \(ticks)")
      Button("Tick") { ticks += 1 }
      ForEach(0..<100) { section in
        RowSection(rows: section * 100..<(section + 1) * 100)
      }
    }
  }
}

private struct RowSection: View {
  let rows: Range<Int>

  var body: some View {
    VStack {
      ForEach(rows, id: \.self) { Row(index: $0) }
    }
  }
}

private struct Row: View {
  let index: Int
  @State private var taps = 0

  var body: some View {
    Button("Row \(index)") { taps += 1 }
  }
}

/// A mounted tree, the root's button and the button of its middle row.
@MainActor
private final class Mounted: Sendable {
  let host = ViewHost(Rows())
  let root: HostedView
  let row: HostedView

  init() {
    root = try! host.button("Tick")
    row = try! host.button("Row 5050")
  }
}

// Each loop runs inside one main-actor hop: hopping per iteration would measure the hop.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    maxDuration: .seconds(5),
    maxIterations: 10
  )

  Benchmark("Mount 10,000 rows") { benchmark in
    let iterations = benchmark.scaledIterations
    await MainActor.run {
      for _ in iterations {
        blackHole(ViewHost(Rows()))
      }
    }
  }

  Benchmark(
    "Update the root of 10,000 rows",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxIterations: 100)
  ) { benchmark in
    let iterations = benchmark.scaledIterations
    let mounted = await MainActor.run { Mounted() }
    benchmark.startMeasurement()
    await MainActor.run {
      for _ in iterations {
        try! mounted.root.tap()
      }
    }
    benchmark.stopMeasurement()
    blackHole(mounted)
  }

  Benchmark(
    "Update one row of 10,000",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxIterations: 10)
  ) { benchmark in
    let iterations = benchmark.scaledIterations
    let mounted = await MainActor.run { Mounted() }
    benchmark.startMeasurement()
    await MainActor.run {
      for _ in iterations {
        try! mounted.row.tap()
      }
    }
    benchmark.stopMeasurement()
    blackHole(mounted)
  }
}
