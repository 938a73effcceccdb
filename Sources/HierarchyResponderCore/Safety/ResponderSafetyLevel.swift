/// How safety infractions are treated in debug builds.
///
/// - ``relaxed`` (the ``default``): a runtime issue (a purple warning in Xcode,
///   a failure in tests).
/// - ``strict``: the program stops with `fatalError`.
/// - ``disabled``: infractions are ignored.
///
/// Release builds check nothing, whatever the level.
///
/// ```swift
/// ContentView()
///   .responderSafetyLevel(.strict)
/// ```
public enum ResponderSafetyLevel: Hashable, Sendable {
  case strict
  case relaxed
  case disabled

  /// The default level: ``relaxed``.
  public static let `default` = ResponderSafetyLevel.relaxed
}
