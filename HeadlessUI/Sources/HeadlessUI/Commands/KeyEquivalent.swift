/// Key equivalents consist of a letter, punctuation, or function key that can be combined with
/// an optional set of modifier keys to specify a keyboard shortcut.
///
/// ```swift
/// // Fragment
/// Button("Delete") { delete() }.keyboardShortcut(.delete, modifiers: [])
/// Button("Pin") { pin() }.keyboardShortcut("p")
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct KeyEquivalent: Sendable {
  /// Up Arrow (U+F700)
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// Down Arrow (U+F701)
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// Left Arrow (U+F702)
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// Right Arrow (U+F703)
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// Escape (U+001B)
  public static let escape = KeyEquivalent("\u{1B}")
  /// Delete (U+0008)
  public static let delete = KeyEquivalent("\u{8}")
  /// Delete Forward (U+F728)
  public static let deleteForward = KeyEquivalent("\u{F728}")
  /// Home (U+F729)
  public static let home = KeyEquivalent("\u{F729}")
  /// End (U+F72B)
  public static let end = KeyEquivalent("\u{F72B}")
  /// Page Up (U+F72C)
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// Page Down (U+F72D)
  public static let pageDown = KeyEquivalent("\u{F72D}")
  /// Clear (U+F739)
  public static let clear = KeyEquivalent("\u{F739}")
  /// Tab (U+0009)
  public static let tab = KeyEquivalent("\t")
  /// Space (U+0020)
  public static let space = KeyEquivalent(" ")
  /// Return (U+000D)
  public static let `return` = KeyEquivalent("\r")

  /// The character value that the key equivalent represents.
  public var character: Character

  /// Creates a new key equivalent from the given character value.
  ///
  /// - Parameter character: The character the key produces.
  public init(_ character: Character) {
    self.character = character
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension KeyEquivalent: Hashable {}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
  /// Creates a key equivalent from a character literal, as in `"p"`.
  ///
  /// - Parameter extendedGraphemeClusterLiteral: The character.
  public init(extendedGraphemeClusterLiteral: Character) {
    self.init(extendedGraphemeClusterLiteral)
  }
}
