/// A key for accessing values in the environment.
///
/// ```swift
/// // Fragment
/// private struct ThemeKey: EnvironmentKey {
///   static let defaultValue = "light"
/// }
/// extension EnvironmentValues {
///   var theme: String {
///     get { self[ThemeKey.self] }
///     set { self[ThemeKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  /// The associated type representing the type of the environment key's value.
  associatedtype Value

  /// The default value for the environment key.
  static var defaultValue: Self.Value { get }
}
