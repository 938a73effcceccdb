import Benchmark
import HeadlessUI
import HierarchyResponder

// Leaving a screen whose rows each subscribe to a published event (issue #16): a screen of N
// rows, each `.subscribe(to: Shake.self)`, under a `.publisher(for: Shake.self)` with the default
// destination, is removed by one state change at the root. Only the removal is measured (the
// mount is set up before `startMeasurement`). Run N = 2,500 and N = 10,000: linear growth means
// the 10,000-row time is about 4 times the 2,500-row one.

private struct Shake: Event {}

/// Counts the publishers the `.publisher` modifier hands out, as an app's controller stores them.
@MainActor
private final class Issued {
  var count = 0
}

private struct RowsScreen: View {
  let rows: Int

  var body: some View {
    VStack {
      ForEach(0..<rows, id: \.self) { row in
        Text("Row \(row)").subscribe(to: Shake.self) { _ in }
      }
    }
  }
}

private struct Root: View {
  @State private var showsScreen = true
  let rows: Int
  let issued: Issued

  var body: some View {
    VStack {
      Button("Leave") { showsScreen = false }
      if showsScreen { RowsScreen(rows: rows) }
    }
    .publisher(for: Shake.self) { _ in issued.count += 1 }
  }
}

/// A mounted root and its "Leave" button.
@MainActor
private final class Mounted: Sendable {
  let issued = Issued()
  let host: ViewHost
  let leave: HostedView

  init(rows: Int) {
    host = ViewHost(Root(rows: rows, issued: issued))
    leave = try! host.button("Leave")
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    maxDuration: .seconds(20),
    maxIterations: 5
  )

  for rows in [2_500, 10_000] {
    Benchmark("Leave a screen of \(rows) subscribed rows") { benchmark in
      let mounted = await MainActor.run { Mounted(rows: rows) }
      benchmark.startMeasurement()
      await MainActor.run { try! mounted.leave.tap() }
      benchmark.stopMeasurement()
      await MainActor.run { precondition(mounted.host.findAll(text: "Row 0").isEmpty, "the screen left") }
      blackHole(mounted)
    }
  }
}
