/// Options that configure how a symbol effect runs: its speed and how often it repeats
/// (recorded with the `symbolEffect` attribute).
///
/// ```swift
/// // Fragment
/// Image(systemName: "bell").symbolEffect(.bounce, options: .speed(2).repeat(3), value: unread)
/// ```
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct SymbolEffectOptions: Hashable, Sendable {
  internal var speed: Double?
  /// `nil`: the effect's default; `.some(nil)`: repeating indefinitely.
  internal var repetitions: Int??

  /// The default options: the effect's own speed and repetition.
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }

  /// Options with the effect's speed multiplied by `speed`.
  ///
  /// - Parameter speed: The speed multiplier.
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

  /// These options with the effect's speed multiplied by `speed`.
  ///
  /// - Parameter speed: The speed multiplier.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    var options = self
    options.speed = speed
    return options
  }

  /// Options that repeat the effect `count` times (`nil`: indefinitely).
  ///
  /// - Parameter count: The number of times to play the effect, or `nil` to repeat indefinitely.
  public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }

  /// These options, repeating the effect `count` times (`nil`: indefinitely).
  ///
  /// - Parameter count: The number of times to play the effect, or `nil` to repeat indefinitely.
  public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
    var options = self
    options.repetitions = .some(count)
    return options
  }

  /// Options that repeat the effect indefinitely.
  public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }

  /// These options, repeating the effect indefinitely.
  public var repeating: SymbolEffectOptions { self.repeat(nil) }

  /// Options that play the effect once.
  public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }

  /// These options, playing the effect once.
  public var nonRepeating: SymbolEffectOptions { self.repeat(1) }

  /// `speed: 2.0, repeat: 3`, or empty for the default options.
  internal var spelled: String {
    var parts: [String] = []
    if let speed { parts.append("speed: \(speed)") }
    if let repetitions { parts.append("repeat: " + (repetitions.map(String.init) ?? "nil")) }
    return parts.joined(separator: ", ")
  }
}
