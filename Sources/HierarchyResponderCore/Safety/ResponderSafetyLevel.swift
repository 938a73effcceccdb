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
  /// An infraction stops the program with `fatalError` (under a test runner that installed a
  /// handler, a test failure instead).
  case strict
  /// An infraction is a runtime issue: a purple warning in Xcode, a failure in tests, a line on
  /// standard error elsewhere. The value goes on.
  case relaxed
  /// Infractions are ignored.
  case disabled

  /// The default level: ``relaxed``.
  public static let `default` = ResponderSafetyLevel.relaxed
}
