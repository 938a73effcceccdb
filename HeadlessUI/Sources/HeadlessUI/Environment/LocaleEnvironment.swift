import Foundation

private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { Locale.current }
}

private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { Calendar.current }
}

private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { TimeZone.current }
}

extension EnvironmentValues {
  /// The current locale that views should use (the process's current locale unless set).
  ///
  /// Set it for a whole host with `ViewHost(root, environment:)`, or for a subtree with
  /// `.environment(\.locale, Locale(identifier: "fr_FR"))`; `Text(_:format:)` and
  /// `Text(_:style:)` format with it.
  ///
  /// ```swift
  /// @Environment(\.locale) private var locale
  /// ```
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The current calendar that views should use when handling dates (the process's current
  /// calendar unless set).
  ///
  /// ```swift
  /// @Environment(\.calendar) private var calendar
  /// ```
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The current time zone that views should use when handling dates (the process's current
  /// time zone unless set).
  ///
  /// ```swift
  /// @Environment(\.timeZone) private var timeZone
  /// ```
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}
