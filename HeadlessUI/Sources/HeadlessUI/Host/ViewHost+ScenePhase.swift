extension ViewHost {
  /// The phase of the scene this host's window belongs to, as `@Environment(\.scenePhase)`
  /// reads it at the root: `.active` unless the environment given to the host or
  /// ``setScenePhase(_:)`` says otherwise.
  public var scenePhase: ScenePhase { graph.root.context.environment.scenePhase }

  /// Moves the hosted window's scene to `phase`, as the system does when the user leaves or
  /// returns to the app, and applies the updates that causes.
  ///
  /// The system moves a scene between the foreground and the background through the inactive
  /// phase (active → inactive → background, and background → inactive → active), so a move
  /// across it takes two steps: the views that read `\.scenePhase` see each, and each
  /// `onChange(of: scenePhase)` action runs once per step, in that order.
  ///
  /// ```swift
  /// try host.setScenePhase(.background)   // onChange sees .inactive, then .background
  /// try host.setScenePhase(.active)       // .inactive, then .active
  /// ```
  ///
  /// - Parameter phase: the scene's new phase.
  /// - Throws: ``ViewHostError`` when updates keep invalidating views.
  public func setScenePhase(_ phase: ScenePhase) throws {
    for step in ScenePhase.steps(from: scenePhase, to: phase) {
      try graph.changeRootEnvironment { $0.scenePhase = step }
    }
  }
}

extension AppHost {
  /// Moves every open window's scene to `phase` (see ``ViewHost/setScenePhase(_:)``), as when the
  /// user leaves or returns to the app.
  ///
  /// ```swift
  /// // Fragment
  /// try app.setScenePhase(.background)
  /// ```
  ///
  /// - Parameter phase: the scenes' new phase.
  /// - Throws: ``ViewHostError`` when updates keep invalidating views.
  public func setScenePhase(_ phase: ScenePhase) throws {
    for window in windows { try window.host.setScenePhase(phase) }
    try update()
  }
}

extension ScenePhase {
  /// The phases a scene goes through from `start` to `end`, `end` included: between the
  /// foreground and the background, through `.inactive`.
  static func steps(from start: ScenePhase, to end: ScenePhase) -> [ScenePhase] {
    guard start != end else { return [] }
    if start != .inactive, end != .inactive { return [.inactive, end] }
    return [end]
  }
}
