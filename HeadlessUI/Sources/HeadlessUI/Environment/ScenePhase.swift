/// An indication of a scene's operational state.
///
/// Read it with `@Environment(\.scenePhase)`; it is `.active` unless the environment given to
/// the host (`ViewHost(root, environment:)`) or an `.environment(\.scenePhase, …)` says
/// otherwise.
///
/// ```swift
/// // Fragment
/// .onChange(of: scenePhase) { _, phase in if phase == .background { save() } }
/// ```
public enum ScenePhase: Comparable, Sendable {
  /// The scene isn't currently visible in the UI.
  case background
  /// The scene is in the foreground but should pause its work.
  case inactive
  /// The scene is in the foreground and interactive.
  case active
}

extension ScenePhase: Equatable, Hashable {}

private struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
  /// The current phase of the scene.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
