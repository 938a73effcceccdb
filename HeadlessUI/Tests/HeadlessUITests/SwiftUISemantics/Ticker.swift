import Synchronization

/// A loop a `.task` runs: it ticks every millisecond until its task is cancelled, then records
/// that it ended. Thread-safe, so tests read it while the loop runs.
final class Ticker: Sendable {
  private let state = Mutex((ticks: 0, ended: false))

  /// How many times the loop ticked.
  var ticks: Int { state.withLock { $0.ticks } }

  /// Whether the loop saw its cancellation and returned.
  var ended: Bool { state.withLock { $0.ended } }

  /// Ticks until the current task is cancelled.
  func run() async {
    while !Task.isCancelled {
      state.withLock { $0.ticks += 1 }
      try? await Task.sleep(for: .milliseconds(1))
    }
    state.withLock { $0.ended = true }
  }
}
