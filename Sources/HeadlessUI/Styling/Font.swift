import Foundation

/// An environment-dependent font (HeadlessUI records its name: `.title`, `.system(size: 17)`…).
///
/// ```swift
/// Text("Feed").font(.largeTitle)
/// Text("Note").font(.caption.weight(.semibold))
/// ```
@frozen
public struct Font: Hashable, Sendable {
  internal let name: String

  internal init(name: String) {
    self.name = name
  }

  /// A font with the large title text style.
  public static let largeTitle = Font(name: ".largeTitle")
  /// A font with the title text style.
  public static let title = Font(name: ".title")
  /// Create a font for second level hierarchical headings.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title2 = Font(name: ".title2")
  /// Create a font for third level hierarchical headings.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title3 = Font(name: ".title3")
  /// A font with the headline text style.
  public static let headline = Font(name: ".headline")
  /// A font with the subheadline text style.
  public static let subheadline = Font(name: ".subheadline")
  /// A font with the body text style.
  public static let body = Font(name: ".body")
  /// A font with the callout text style.
  public static let callout = Font(name: ".callout")
  /// A font with the footnote text style.
  public static let footnote = Font(name: ".footnote")
  /// A font with the caption text style.
  public static let caption = Font(name: ".caption")
  /// Create a font with the alternate caption text style.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let caption2 = Font(name: ".caption2")

  /// Specifies a system font to use, along with the style, weight, and any design parameters.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
    var arguments = ["size: \(size)"]
    if let weight { arguments.append("weight: \(weight.name)") }
    if let design { arguments.append("design: \(design.name)") }
    return Font(name: ".system(\(arguments.joined(separator: ", ")))")
  }

  /// Create a custom font with the given name and size that scales with the body text style.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(name: ".custom(\(name.debugDescription), size: \(size))")
  }

  /// Sets the weight of the font.
  public func weight(_ weight: Font.Weight) -> Font {
    Font(name: "\(name).weight(\(weight.name))")
  }

  /// Adds bold styling to the font.
  public func bold() -> Font {
    Font(name: "\(name).bold()")
  }

  /// Adds italics to the font.
  public func italic() -> Font {
    Font(name: "\(name).italic()")
  }

  /// A weight to use for fonts.
  @frozen
  public struct Weight: Hashable, Sendable {
    internal let name: String

    public static let ultraLight = Weight(name: ".ultraLight")
    public static let thin = Weight(name: ".thin")
    public static let light = Weight(name: ".light")
    public static let regular = Weight(name: ".regular")
    public static let medium = Weight(name: ".medium")
    public static let semibold = Weight(name: ".semibold")
    public static let bold = Weight(name: ".bold")
    public static let heavy = Weight(name: ".heavy")
    public static let black = Weight(name: ".black")
  }

  /// A design to use for fonts.
  public enum Design: Hashable, Sendable {
    case `default`
    @available(watchOS 7.0, *)
    case serif
    case rounded
    @available(watchOS 7.0, *)
    case monospaced

    internal var name: String {
      switch self {
      case .default: ".default"
      case .serif: ".serif"
      case .rounded: ".rounded"
      case .monospaced: ".monospaced"
      }
    }
  }
}
