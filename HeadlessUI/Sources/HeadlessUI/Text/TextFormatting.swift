import Foundation

extension Text {
  /// Creates a text view that displays the formatted representation of a nonstring type
  /// supported by a corresponding format style.
  ///
  /// HeadlessUI formats `input` once, when the text is created, with `format` as given (its own
  /// locale; the environment's `\.locale` does not change it).
  ///
  /// ```swift
  /// // Fragment
  /// Text(price, format: .currency(code: "EUR"))
  /// Text(count, format: .number)
  /// ```
  ///
  /// - Parameters:
  ///   - input: The underlying value to display.
  ///   - format: A format style of type `F` to convert the underlying value of type
  ///     `F.FormatInput` to a string representation.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(storage: .verbatim(format.format(input)))
  }

  /// Creates an instance that displays localized dates and times using a specific style.
  ///
  /// HeadlessUI writes the text once, when it is created, in the process's locale: `.date` as
  /// a long date ("June 3, 2019"), `.time` as a short time ("11:23 PM"), `.relative` and
  /// `.offset` against the current time ("2 hours, 23 minutes", "+2 hours"), `.timer` as the
  /// elapsed or remaining time ("2:32").
  ///
  /// ```swift
  /// // Fragment
  /// Text(order.date, style: .date)
  /// ```
  ///
  /// - Parameters:
  ///   - date: The target date to display.
  ///   - style: The style used when displaying a date.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init(_ date: Date, style: Text.DateStyle) {
    self.init(storage: .verbatim(style.format(date, now: Date())))
  }

  /// A predefined style used to display a `Date`.
  ///
  /// ```swift
  /// // Fragment
  /// Text(deadline, style: .relative)
  /// ```
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public struct DateStyle: Equatable, Sendable {
    internal enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
    internal let kind: Kind

    /// A style displaying only the time component for a date.
    public static let time = DateStyle(kind: .time)
    /// A style displaying a date.
    public static let date = DateStyle(kind: .date)
    /// A style displaying a date as relative to now.
    public static let relative = DateStyle(kind: .relative)
    /// A style displaying a date as offset from now.
    public static let offset = DateStyle(kind: .offset)
    /// A style displaying a date as timer counting from now.
    public static let timer = DateStyle(kind: .timer)

    func format(_ date: Date, now: Date) -> String {
      let interval = date.timeIntervalSince(now)
      switch kind {
      case .time:
        return date.formatted(date: .omitted, time: .shortened)
      case .date:
        return date.formatted(date: .long, time: .omitted)
      case .relative, .offset:
        let text = Self.relative(abs(interval))
        return kind == .offset ? (interval < 0 ? "-" : "+") + text : text
      case .timer:
        let seconds = Int(abs(interval).rounded(.down))
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let clock = hours > 0
          ? "\(hours):\(String(format: "%02d", minutes)):\(String(format: "%02d", rest))"
          : "\(minutes):\(String(format: "%02d", rest))"
        return clock
      }
    }

    /// The two largest units of `interval`, in English: "2 hours, 23 minutes".
    private static func relative(_ interval: TimeInterval) -> String {
      var rest = Int(interval.rounded())
      var parts: [String] = []
      for (unit, seconds) in [("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1)] where parts.count < 2 {
        let count = rest / seconds
        rest %= seconds
        if count > 0 || (parts.isEmpty && seconds == 1) {
          parts.append("\(count) \(unit)\(count == 1 ? "" : "s")")
        }
      }
      return parts.joined(separator: ", ")
    }
  }

  /// The type of truncation to apply to a line of text when it's too long to fit in the
  /// available space.
  ///
  /// ```swift
  /// // Fragment
  /// Text(path).truncationMode(.middle)
  /// ```
  public enum TruncationMode: Hashable, Sendable {
    /// Truncate at the beginning of the line.
    case head
    /// Truncate at the end of the line.
    case tail
    /// Truncate in the middle of the line.
    case middle
  }

  /// Applies a strikethrough to the text (recorded as the `strikethrough` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Text(item.title).strikethrough(item.isDone)
  /// ```
  ///
  /// - Parameters:
  ///   - isActive: A Boolean value that indicates whether the text has a strikethrough applied.
  ///   - color: The color of the strikethrough. If `color` is `nil`, the strikethrough uses the
  ///     default foreground color.
  /// - Returns: Text with a line through its center.
  nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    adding(.attribute(name: "strikethrough", value: color.map { "\(isActive), color: \($0)" } ?? "\(isActive)"))
  }

  /// Sets the font design of the text (recorded as the `fontDesign` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Text("0042").fontDesign(.monospaced)
  /// ```
  ///
  /// - Parameter design: One of the available font designs, or `nil` to keep the current one.
  /// - Returns: Text that uses the font design you specify.
  @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
  nonisolated public func fontDesign(_ design: Font.Design?) -> Text {
    adding(.attribute(name: "fontDesign", value: design.map(\.name) ?? "nil"))
  }
}

extension View {
  /// Sets the truncation mode for lines of text that are too long to fit in the available
  /// space (recorded as the `truncationMode` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Text(path).lineLimit(1).truncationMode(.middle)
  /// ```
  ///
  /// - Parameter mode: The truncation mode that specifies where to truncate the text within the
  ///   text view, if needed.
  nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    attribute("truncationMode", ".\(mode)")
  }

  /// Sets the font design of the text in this view (recorded as the `fontDesign` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// VStack { Text("12:30") }.fontDesign(.rounded)
  /// ```
  ///
  /// - Parameter design: One of the available font designs, or `nil` to keep the current one.
  @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
  nonisolated public func fontDesign(_ design: Font.Design?) -> some View {
    attribute("fontDesign", design.map(\.name) ?? "nil")
  }
}
