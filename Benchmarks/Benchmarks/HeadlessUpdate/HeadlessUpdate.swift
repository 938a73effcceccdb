import Benchmark
import HeadlessUI

// One leaf update against a full mount, on a 10,000-leaf tree (100 branches of 100 leaves).
// The update re-evaluates the tapped leaf only; the mount evaluates 10,101 bodies.

private struct Forest: View {
  var body: some View {
    VStack {
      ForEach(0..<100) { branch in
        Branch(leaves: branch * 100..<(branch + 1) * 100)
      }
    }
  }
}

private struct Branch: View {
  let leaves: Range<Int>

  var body: some View {
    VStack {
      ForEach(leaves, id: \.self) { Leaf(index: $0) }
    }
  }
}

private struct Leaf: View {
  let index: Int
  @State private var taps = 0

  var body: some View {
    Button("Leaf \(index)") { taps += 1 }
  }
}

/// A mounted forest and the button of its middle leaf.
@MainActor
private final class Mounted: Sendable {
  let host = ViewHost(Forest())
  let leaf: HostedView

  init() {
    leaf = try! host.button("Leaf 5050")
  }
}

// Both loops run inside one main-actor hop: hopping per iteration would measure the hop.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    maxDuration: .seconds(5),
    maxIterations: 10
  )

  Benchmark("Mount 10,000 leaves") { benchmark in
    let iterations = benchmark.scaledIterations
    await MainActor.run {
      for _ in iterations {
        blackHole(ViewHost(Forest()))
      }
    }
  }

  Benchmark(
    "Update one leaf of 10,000",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxIterations: 10)
  ) { benchmark in
    let iterations = benchmark.scaledIterations
    let host = await MainActor.run { Mounted() }
    benchmark.startMeasurement()
    await MainActor.run {
      for _ in iterations {
        try! host.leaf.tap()
      }
    }
    benchmark.stopMeasurement()
    blackHole(host)
  }
}
