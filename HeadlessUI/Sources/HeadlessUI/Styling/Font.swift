import Foundation

/// An environment-dependent font (HeadlessUI records its name: `.title`, `.system(size: 17)`…).
///
/// ```swift
/// // Fragment
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
  ///
  /// - Parameters:
  ///   - size: The size of the font, in points.
  ///   - weight: The weight of the font; `nil` for the default.
  ///   - design: The design of the font; `nil` for the default.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
    var arguments = ["size: \(size)"]
    if let weight { arguments.append("weight: \(weight.name)") }
    if let design { arguments.append("design: \(design.name)") }
    return Font(name: ".system(\(arguments.joined(separator: ", ")))")
  }

  /// Create a custom font with the given name and size that scales with the body text style.
  ///
  /// - Parameters:
  ///   - name: The name of the custom font.
  ///   - size: The size of the font, in points.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(name: ".custom(\(name.debugDescription), size: \(size))")
  }

  /// Sets the weight of the font.
  ///
  /// - Parameter weight: The weight to apply to the font.
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

    /// The ultra-light font weight.
    public static let ultraLight = Weight(name: ".ultraLight")
    /// The thin font weight.
    public static let thin = Weight(name: ".thin")
    /// The light font weight.
    public static let light = Weight(name: ".light")
    /// The regular font weight.
    public static let regular = Weight(name: ".regular")
    /// The medium font weight.
    public static let medium = Weight(name: ".medium")
    /// The semibold font weight.
    public static let semibold = Weight(name: ".semibold")
    /// The bold font weight.
    public static let bold = Weight(name: ".bold")
    /// The heavy font weight.
    public static let heavy = Weight(name: ".heavy")
    /// The black font weight.
    public static let black = Weight(name: ".black")
  }

  /// A design to use for fonts.
  public enum Design: Hashable, Sendable {
    /// The default font design.
    case `default`
    /// The serif font design.
    @available(watchOS 7.0, *)
    case serif
    /// The rounded font design.
    case rounded
    /// The monospaced font design.
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
