import SwiftUI

/// Logs a view's appearance, its disappearance, and the start and cancellation of its task, as
/// "NAME appear", "NAME disappear", "NAME task", "NAME task cancelled".
struct ProbeLifecycle: ViewModifier {
  let name: String
  let log: ProbeLog

  func body(content: Content) -> some View {
    content
      .onAppear { log.add("\(name) appear") }
      .onDisappear { log.add("\(name) disappear") }
      .task { [name, log] in
        log.add("\(name) task")
        await withTaskCancellationHandler {
          while !Task.isCancelled { try? await Task.sleep(nanoseconds: 10_000_000) }
        } onCancel: {
          log.add("\(name) task cancelled")
        }
      }
  }
}

extension View {
  /// Logs this view's lifecycle under `name` (see ``ProbeLifecycle``).
  func probeLifecycle(_ name: String, _ log: ProbeLog) -> some View {
    modifier(ProbeLifecycle(name: name, log: log))
  }
}
