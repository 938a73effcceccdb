import Foundation

/// The key for a localized string resource, built from a literal with interpolations.
///
/// HeadlessUI does not look strings up in tables: a key resolves to its literal text, with each
/// interpolation formatted the way SwiftUI formats it (`%lld` for integers, `%lf` for doubles…).
/// The interpolations accepted are Apple's: strings, `Text`, `_FormatSpecifiable` numbers (with an
/// optional `specifier:`), values with a `Formatter`, `AttributedString` and `FormatStyle`.
///
/// ```swift
/// // Fragment
/// Text("Count: \(count)")               // a LocalizedStringKey
/// Button("Delete \(name)") { … }
/// ```
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  /// The format key, as a localization table would see it (`"Count: %lld"`).
  internal var key: String
  /// The text the key shows once its arguments are formatted.
  internal var resolved: String

  /// Creates a localized string key from the given string value.
  ///
  /// - Parameter value: The string to use as a localization key.
  public init(_ value: String) {
    key = value
    resolved = value
  }

  /// Creates a localized string key from the given string literal.
  ///
  /// - Parameter value: The string literal to use as a localization key.
  @_semantics("swiftui.localized_string_key.init_literal")
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates a localized string key from the given string interpolation.
  ///
  /// - Parameter stringInterpolation: The string interpolation to use as the key (its literal
  ///   segments, with a format specifier for each interpolated value).
  @_semantics("swiftui.localized_string_key.init_interpolation")
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
    key = stringInterpolation.key
    resolved = stringInterpolation.resolved
  }

  /// Represents the contents of a string literal with interpolations while it's being built.
  public struct StringInterpolation: StringInterpolationProtocol {
    internal var key = ""
    internal var resolved = ""

    /// Creates an empty instance ready to be filled with string literal content.
    ///
    /// - Parameters:
    ///   - literalCapacity: The approximate size of all the literal segments of the string, used to
    ///     reserve storage.
    ///   - interpolationCount: The number of interpolations the string contains.
    public init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity + interpolationCount * 2)
      resolved.reserveCapacity(literalCapacity)
    }

    /// Appends a literal string segment to a string interpolation.
    ///
    /// - Parameter literal: The literal string to append.
    public mutating func appendLiteral(_ literal: String) {
      key += literal.replacingOccurrences(of: "%", with: "%%")
      resolved += literal
    }

    /// Appends a literal string.
    ///
    /// - Parameter string: The string to append (a `%@` argument of the key).
    public mutating func appendInterpolation(_ string: String) {
      append(string, specifier: "%@")
    }

    /// Appends an optionally-formatted instance of a Foundation type.
    ///
    /// - Parameters:
    ///   - subject: The Foundation object to append.
    ///   - formatter: A formatter to convert `subject` to a string representation; `nil` for its
    ///     description.
    public mutating func appendInterpolation<Subject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) where Subject: ReferenceConvertible {
      append(formatter?.string(for: subject) ?? String(describing: subject), specifier: "%@")
    }

    /// Appends an optionally-formatted instance of an Objective-C subclass.
    ///
    /// - Parameters:
    ///   - subject: An `NSObject` to append.
    ///   - formatter: A formatter to convert `subject` to a string representation; `nil` for its
    ///     description.
    public mutating func appendInterpolation<Subject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) where Subject: NSObject {
      append(formatter?.string(for: subject) ?? subject.description, specifier: "%@")
    }

    /// Appends a number formatted with its default specifier.
    ///
    /// - Parameter value: The number to append.
    @_transparent
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
      appendInterpolation(value, specifier: value._specifier)
    }

    /// Appends a number formatted with a `printf`-style specifier.
    ///
    /// - Parameters:
    ///   - value: The number to append.
    ///   - specifier: A format specifier to convert `value` to a string representation, like `%f`
    ///     for a `Double`, or `%x` to create a hexadecimal representation of a `UInt32`.
    public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
      append(String(format: specifier, value._arg), specifier: specifier)
    }

    /// Appends the text of a `Text` view.
    ///
    /// - Parameter text: The text view to append.
    public mutating func appendInterpolation(_ text: Text) {
      append(text.string, specifier: "%@")
    }

    /// Appends the characters of an attributed string.
    ///
    /// - Parameter attributedString: The attributed string to append (its characters, without their
    ///   attributes).
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      append(String(attributedString.characters), specifier: "%@")
    }

    /// Appends a value formatted by a format style.
    ///
    /// - Parameters:
    ///   - input: The value to format.
    ///   - format: The format style that turns `input` into a string.
    public mutating func appendInterpolation<F>(
      _ input: F.FormatInput, format: F
    ) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
      append(format.format(input), specifier: "%@")
    }

    /// Views cannot be interpolated into a localized string key.
    @available(*, unavailable, message: "Unsupported type for interpolation, see LocalizedStringKey.StringInterpolation for available options")
    public mutating func appendInterpolation<T>(_ view: T) where T: View {
      fatalError("unavailable")
    }

    private mutating func append(_ text: String, specifier: String) {
      key += specifier
      resolved += text
    }
  }
}

@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

@available(*, unavailable)
extension LocalizedStringKey.StringInterpolation: Sendable {}
