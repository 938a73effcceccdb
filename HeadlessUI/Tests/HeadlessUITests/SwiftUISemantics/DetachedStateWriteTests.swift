import HeadlessUI
import Synchronization
import Testing

// `@State` written from another thread (a detached task), through a `Binding` or a captured
// `State`, is safe and is applied on the main actor. Run this suite under ThreadSanitizer:
// `swift test --sanitize=thread --filter SwiftUISemantics`.
//
// - State docs (https://developer.apple.com/documentation/swiftui/state): "SwiftUI manages the
//   property's storage" … "It is safe to mutate state properties from any thread."
// - WWDC20 "Data Essentials in SwiftUI" (https://developer.apple.com/videos/play/wwdc2020/10040):
//   SwiftUI owns the storage of `@State`; views are a function of that state, updated by SwiftUI.

/// Counts up to `writes` from a detached task, through a binding or a captured `State`, as fast
/// as it can (yielding every 100 writes), while the main actor re-evaluates the view (each write
/// invalidates it): the storage is read and written on both threads at once, for
/// ThreadSanitizer to check. Logs "done" at the end.
private struct DetachedWriter: View {
  enum Route {
    case binding, state
  }

  let route: Route
  let writes: Int
  let log: Log
  @State private var count = 0

  var body: some View {
    VStack {
      Text("count \(count)")
      Button("Write from a detached task") {
        let writes = self.writes
        let log = self.log
        switch route {
        case .binding:
          let binding = $count
          Task.detached {
            for value in 1...writes {
              binding.wrappedValue = value
              if value % 100 == 0 { await Task.yield() }
            }
            log.add("done")
          }
        case .state:
          let state = _count
          Task.detached {
            for value in 1...writes {
              state.wrappedValue = value
              if value % 100 == 0 { await Task.yield() }
            }
            log.add("done")
          }
        }
      }
    }
  }
}

/// Writes its count from a detached task without pause until told to stop, while the test
/// taps another button: the updates that tap causes must end though the writer never does.
private struct EndlessWriter: View {
  final class Progress: Sendable {
    let written = Mutex(0)
    let stop = Mutex(false)
  }

  let progress: Progress
  @State private var count = 0
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("count \(count)")
      Text("taps \(taps)")
      Button("Start writing") {
        let state = _count
        let progress = progress
        Task.detached {
          var value = 0
          while !progress.stop.withLock({ $0 }) {
            value += 1
            state.wrappedValue = value
            progress.written.withLock { $0 = value }
          }
        }
      }
      Button("Tap") { taps += 1 }
    }
  }
}

extension SwiftUISemantics {
  @MainActor @Suite("State writes from any thread")
  struct DetachedStateWrites {
    /// State docs: "It is safe to mutate state properties from any thread" — here through a
    /// `Binding` from a detached task; the view shows the last value once settled.
    @Test("@State written through a Binding from a detached task is applied on the main actor")
    func bindingWriteFromADetachedTask() async throws {
      let log = Log()
      let host = ViewHost(DetachedWriter(route: .binding, writes: 20_000, log: log))
      try host.button("Write from a detached task").tap()
      try #require(await waitUntil { log.entries == ["done"] })
      try await host.settle()
      _ = try host.find(text: "count 20000")
      #expect(host.issues == [])
    }

    /// State docs: "It is safe to mutate state properties from any thread" — here through the
    /// `State` itself, captured by a detached task.
    @Test("@State captured by a detached task and written there is applied on the main actor")
    func stateWriteFromADetachedTask() async throws {
      let log = Log()
      let host = ViewHost(DetachedWriter(route: .state, writes: 20_000, log: log))
      try host.button("Write from a detached task").tap()
      try #require(await waitUntil { log.entries == ["done"] })
      try await host.settle()
      _ = try host.find(text: "count 20000")
      #expect(host.issues == [])
    }

    /// State docs: "It is safe to mutate state properties from any thread". Writes from another
    /// thread are applied by a later update on the main actor; an update the test causes (a tap)
    /// ends though such writes keep arriving while it runs, instead of being taken for an update
    /// that never settles.
    @Test("An update ends while another thread keeps writing @State")
    func anUpdateEndsWhileAnotherThreadKeepsWriting() async throws {
      let progress = EndlessWriter.Progress()
      let host = ViewHost(EndlessWriter(progress: progress))
      defer { progress.stop.withLock { $0 = true } }
      try host.button("Start writing").tap()
      try #require(await waitUntil { progress.written.withLock { $0 } >= 10_000 })
      for _ in 1...20 { try host.button("Tap").tap() }
      _ = try host.find(text: "taps 20")
      #expect(host.issues == [])
    }
  }
}
