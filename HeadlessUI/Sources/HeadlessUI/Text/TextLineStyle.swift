extension Text {
  /// Description of the style used to draw the line for a strikethrough or an underline.
  ///
  /// HeadlessUI draws nothing: `strikethrough(_:pattern:color:)` records the pattern in the
  /// `strikethrough` attribute.
  ///
  /// ```swift
  /// // Fragment
  /// Text("Was $20").strikethrough(pattern: .dash, color: .red)
  /// ```
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public struct LineStyle: Hashable, Sendable {
    internal let patternName: String
    internal let color: Color?

    /// Creates a line style.
    ///
    /// - Parameters:
    ///   - pattern: The pattern of the line.
    ///   - color: The color of the line. If not provided, the foreground color of text is used.
    public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {
      patternName = pattern.name
      self.color = color
    }

    /// Draw a single solid line.
    public static let single = LineStyle()

    /// The pattern, that the line has.
    ///
    /// ```swift
    /// // Fragment
    /// Text("Draft").strikethrough(pattern: .dot)
    /// ```
    public struct Pattern: Sendable {
      internal let name: String

      /// Draw a solid line.
      public static let solid = Pattern(name: "solid")
      /// Draw a line of dots.
      public static let dot = Pattern(name: "dot")
      /// Draw a line of dashes.
      public static let dash = Pattern(name: "dash")
      /// Draw a line of alternating dashes and dots.
      public static let dashDot = Pattern(name: "dashDot")
      /// Draw a line of alternating dashes and two dots.
      public static let dashDotDot = Pattern(name: "dashDotDot")
    }
  }

  /// Applies a strikethrough with a line pattern to the text (recorded as the `strikethrough`
  /// attribute, pattern and color included).
  ///
  /// ```swift
  /// // Fragment
  /// Text("Was $20").strikethrough(pattern: .dash, color: .red)
  /// ```
  ///
  /// - Parameters:
  ///   - isActive: A Boolean value that indicates whether strikethrough is added. The default
  ///     value is `true`.
  ///   - pattern: The pattern of the line.
  ///   - color: The color of the strikethrough. If `color` is `nil`, the strikethrough uses the
  ///     default foreground color.
  /// - Returns: Text with a line through its center.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
    adding(.attribute(name: "strikethrough", value: Text.lineAttribute(isActive, pattern: pattern, color: color)))
  }

  /// The recorded value of a line attribute: `true, pattern: .dash, color: red`.
  static func lineAttribute(_ isActive: Bool, pattern: Text.LineStyle.Pattern, color: Color?) -> String {
    "\(isActive), pattern: .\(pattern.name)" + (color.map { ", color: \($0)" } ?? "")
  }
}

extension View {
  /// Applies a strikethrough to the text in this view (recorded as the `strikethrough`
  /// attribute, pattern and color included).
  ///
  /// ```swift
  /// // Fragment
  /// HStack { Text("Was"); Text("$20") }.strikethrough(pattern: .dot)
  /// ```
  ///
  /// - Parameters:
  ///   - isActive: A Boolean value that indicates whether strikethrough is added. The default
  ///     value is `true`.
  ///   - pattern: The pattern of the line. The default value is `solid`.
  ///   - color: The color of the strikethrough. If `color` is `nil`, the strikethrough uses the
  ///     default foreground color.
  /// - Returns: A view where text has a line through its center.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
    attribute("strikethrough", Text.lineAttribute(isActive, pattern: pattern, color: color))
  }
}
