import HeadlessUI
import Testing

/// Logs its appearance, its disappearance, and the start and cancellation of its task.
struct Lifecycle: ViewModifier {
  let name: String
  let log: Log

  func body(content: Content) -> some View {
    content
      .onAppear { log.add("\(name) appear") }
      .onDisappear { log.add("\(name) disappear") }
      .task {
        log.add("\(name) task")
        await withTaskCancellationHandler {
          try? await Task.sleep(for: .seconds(3600))
        } onCancel: {
          log.add("\(name) task cancelled")
        }
      }
  }
}

extension View {
  func lifecycle(_ name: String, _ log: Log) -> some View {
    modifier(Lifecycle(name: name, log: log))
  }
}

/// Waits until `log` holds every one of `entries` (tasks that started), then clears the log.
@MainActor
func awaitAndClear(_ log: Log, _ entries: String...) async throws {
  try #require(await waitUntil { entries.allSatisfy(log.entries.contains) })
  log.clear()
}

/// A button counting its taps, its lifecycle logged under `name`: a screen or tab whose state and
/// appearances the covered-screen tests follow.
struct LoggedCounter: View {
  let name: String
  let log: Log
  @State private var count = 0
  var body: some View {
    Button("\(name) \(count)") { count += 1 }.lifecycle(name, log)
  }
}
