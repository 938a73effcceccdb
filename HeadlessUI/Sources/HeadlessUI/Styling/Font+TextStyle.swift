import Foundation

extension Font {
  /// A dynamic text style to use for fonts.
  public enum TextStyle: CaseIterable, Sendable {
    /// The font style for large titles.
    case largeTitle
    /// The font used for first level hierarchical headings.
    case title
    /// The font used for second level hierarchical headings.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case title2
    /// The font used for third level hierarchical headings.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case title3
    /// The font used for headings.
    case headline
    /// The font used for subheadings.
    case subheadline
    /// The font used for body text.
    case body
    /// The font used for callouts.
    case callout
    /// The font used in footnotes.
    case footnote
    /// The font used for standard captions.
    case caption
    /// The font used for alternate captions.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case caption2

    /// All the text styles, largest first.
    public static var allCases: [Font.TextStyle] {
      [.largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption, .caption2]
    }

    /// The style as written in source: `.title`.
    internal var name: String { ".\(self)" }
  }

  /// Gets a system font that uses the specified style, design, and weight.
  ///
  /// ```swift
  /// Text("0:42").font(.system(.largeTitle, design: .rounded, weight: .bold))
  /// ```
  ///
  /// - Parameters:
  ///   - style: The text style of the font.
  ///   - design: The design of the font; `nil` for the default.
  ///   - weight: The weight of the font; `nil` for the default.
  /// - Returns: The font (HeadlessUI records it as written).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
    var arguments = [style.name]
    if let design { arguments.append("design: \(design.name)") }
    if let weight { arguments.append("weight: \(weight.name)") }
    return Font(name: ".system(\(arguments.joined(separator: ", ")))")
  }

  /// Adjusts the font to enable all small capitals.
  ///
  /// ```swift
  /// Text("Pro").font(.headline.smallCaps())
  /// ```
  ///
  /// - Returns: The font with small capitals.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func smallCaps() -> Font {
    Font(name: "\(name).smallCaps()")
  }

  /// Returns a modified font that uses fixed-width digits, while leaving other characters
  /// proportionally spaced.
  ///
  /// ```swift
  /// Text("12:30").font(.body.monospacedDigit())
  /// ```
  ///
  /// - Returns: The font with fixed-width digits.
  public func monospacedDigit() -> Font {
    Font(name: "\(name).monospacedDigit()")
  }
}

extension View {
  /// Modifies the fonts of all child views to use fixed-width digits, if possible, while
  /// leaving other characters proportionally spaced (recorded as the `monospacedDigit` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// HStack { Text("Balance"); Text(balance) }.monospacedDigit()
  /// ```
  ///
  /// - Returns: A view whose fonts use fixed-width numeric characters.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func monospacedDigit() -> some View {
    attribute("monospacedDigit", "")
  }
}

extension Text {
  /// Modifies the text view's font to use fixed-width digits, while leaving other characters
  /// proportionally spaced (recorded as the `monospacedDigit` attribute).
  ///
  /// ```swift
  /// Text("0:42").monospacedDigit()
  /// ```
  ///
  /// - Returns: A text view with a modified font that uses fixed-width numeric characters.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func monospacedDigit() -> Text {
    adding(.attribute(name: "monospacedDigit", value: ""))
  }
}
