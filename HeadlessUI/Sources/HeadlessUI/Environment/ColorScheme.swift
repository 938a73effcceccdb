/// The possible color schemes, corresponding to the light and dark appearances.
///
/// Read it with `@Environment(\.colorScheme)`; a host sets it for the whole tree with
/// `ViewHost(root, environment:)` or for a subtree with `.environment(\.colorScheme, .dark)`.
public enum ColorScheme: CaseIterable, Sendable {
  /// The color scheme that corresponds to a light appearance.
  case light
  /// The color scheme that corresponds to a dark appearance.
  case dark
}

extension ColorScheme: Equatable, Hashable {}

private struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
  /// The color scheme of this environment (`.light` unless set).
  ///
  /// ```swift
  /// @Environment(\.colorScheme) private var colorScheme
  /// ```
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

extension View {
  /// Sets the preferred color scheme for this presentation (recorded as the
  /// `preferredColorScheme` attribute).
  ///
  /// - Parameter colorScheme: The preferred color scheme for this view, or `nil` for no preference.
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    attribute("preferredColorScheme", colorScheme.map { ".\($0)" } ?? "nil")
  }

  /// Sets this view's color scheme: the views inside read it as `\.colorScheme`.
  ///
  /// ```swift
  /// // Fragment
  /// PasscodeView().colorScheme(.dark)
  /// ```
  ///
  /// - Parameter colorScheme: The color scheme for this view.
  /// - Returns: A view that sets this view's color scheme.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
  nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }
}
