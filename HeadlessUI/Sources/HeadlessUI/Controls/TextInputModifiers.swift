// Text input traits HeadlessUI records as inert attributes (it has no keyboard): each is one
// declaration with Apple's signature over the shared `attribute(_:_:)`, and the types they take.

/// The type of keyboard to display for a text-based view (UIKit's `UIKeyboardType`, which
/// SwiftUI's ``View/keyboardType(_:)`` takes).
///
/// ```swift
/// // Fragment
/// TextField("Email", text: $email).keyboardType(.emailAddress)
/// ```
@available(iOS 2.0, tvOS 9.0, *)
public enum UIKeyboardType: Int, Sendable {
  /// The default keyboard for the current input method.
  case `default` = 0
  /// A keyboard that displays standard ASCII characters.
  case asciiCapable = 1
  /// A keyboard that displays numbers and punctuation.
  case numbersAndPunctuation = 2
  /// A keyboard for URL entry.
  case URL = 3
  /// A keyboard that displays numbers only.
  case numberPad = 4
  /// A keyboard for entering telephone numbers.
  case phonePad = 5
  /// A keypad for entering a name or phone number.
  case namePhonePad = 6
  /// A keyboard for entering email addresses.
  case emailAddress = 7
  /// A keyboard with numbers and a decimal point.
  case decimalPad = 8
  /// A keyboard for Twitter text entry.
  case twitter = 9
  /// A keyboard for web search terms and URL entry.
  case webSearch = 10
  /// A number pad that outputs only ASCII digits.
  case asciiCapableNumberPad = 11
}

/// The semantic meaning of a text-entry area (UIKit's `UITextContentType`, which SwiftUI's
/// ``View/textContentType(_:)`` takes).
///
/// ```swift
/// // Fragment
/// SecureField("Password", text: $password).textContentType(.password)
/// ```
@available(iOS 10.0, tvOS 10.0, *)
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
  /// The content type's name.
  public let rawValue: String

  /// Creates a content type.
  ///
  /// - Parameter rawValue: The content type's name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A name.
  public static let name = UITextContentType(rawValue: "name")
  /// A given name.
  public static let givenName = UITextContentType(rawValue: "givenName")
  /// A family name.
  public static let familyName = UITextContentType(rawValue: "familyName")
  /// An organization name.
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  /// A full street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  /// A city.
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  /// A country name.
  public static let countryName = UITextContentType(rawValue: "countryName")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A URL.
  public static let URL = UITextContentType(rawValue: "URL")
  /// A credit card number.
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
  /// An account or login name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  @available(iOS 12.0, tvOS 12.0, *)
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// A single-factor security code.
  @available(iOS 12.0, tvOS 12.0, *)
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

/// The kind of autocapitalization behavior applied during text input.
///
/// ```swift
/// // Fragment
/// TextField("Name", text: $name).textInputAutocapitalization(.words)
/// ```
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
@available(macOS, unavailable)
public struct TextInputAutocapitalization: Sendable {
  internal let name: String

  /// Defines an autocapitalizing behavior that will not capitalize anything.
  public static var never: TextInputAutocapitalization { TextInputAutocapitalization(name: "never") }
  /// Defines an autocapitalizing behavior that will capitalize the first letter of every word.
  public static var words: TextInputAutocapitalization { TextInputAutocapitalization(name: "words") }
  /// Defines an autocapitalizing behavior that will capitalize the first letter in every
  /// sentence.
  public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(name: "sentences") }
  /// Defines an autocapitalizing behavior that will capitalize every letter.
  public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(name: "characters") }
}

/// A semantic label describing the label of submission within a view hierarchy.
///
/// ```swift
/// // Fragment
/// TextField("Search", text: $query).submitLabel(.search)
/// ```
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitLabel: Sendable {
  internal let name: String

  /// Defines a submit label with text of "Done".
  public static var done: SubmitLabel { SubmitLabel(name: "done") }
  /// Defines a submit label with text of "Go".
  public static var go: SubmitLabel { SubmitLabel(name: "go") }
  /// Defines a submit label with text of "Send".
  public static var send: SubmitLabel { SubmitLabel(name: "send") }
  /// Defines a submit label with text of "Join".
  public static var join: SubmitLabel { SubmitLabel(name: "join") }
  /// Defines a submit label with text of "Route".
  public static var route: SubmitLabel { SubmitLabel(name: "route") }
  /// Defines a submit label with text of "Search".
  public static var search: SubmitLabel { SubmitLabel(name: "search") }
  /// Defines a submit label with text of "Return".
  public static var `return`: SubmitLabel { SubmitLabel(name: "return") }
  /// Defines a submit label with text of "Next".
  public static var next: SubmitLabel { SubmitLabel(name: "next") }
  /// Defines a submit label with text of "Continue".
  public static var `continue`: SubmitLabel { SubmitLabel(name: "continue") }
}

extension View {
  /// Sets the keyboard type for this view (recorded as the `keyboardType` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// TextField("Quantity", text: $quantity).keyboardType(.numberPad)
  /// ```
  ///
  /// - Parameter type: One of the keyboard types defined in the `UIKeyboardType` enumeration.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View {
    attribute("keyboardType", ".\(type)")
  }

  /// Sets the text content type for this view, which the system uses to offer suggestions while
  /// the user enters text (recorded as the `textContentType` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// TextField("Email", text: $email).textContentType(.emailAddress)
  /// ```
  ///
  /// - Parameter textContentType: One of the content types available in the
  ///   `UITextContentType` structure that identify the semantic meaning expected for a
  ///   text-entry area.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
    attribute("textContentType", textContentType.map { ".\($0.rawValue)" } ?? "nil")
  }

  /// Sets how often the shift key in the keyboard is automatically enabled (recorded as the
  /// `textInputAutocapitalization` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// TextField("Email", text: $email).textInputAutocapitalization(.never)
  /// ```
  ///
  /// - Parameter autocapitalization: One of the capitalizing behaviors defined in the
  ///   ``TextInputAutocapitalization`` struct or `nil`.
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
  @available(macOS, unavailable)
  nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
    attribute("textInputAutocapitalization", autocapitalization.map { ".\($0.name)" } ?? "nil")
  }

  /// Sets whether to disable autocorrection for this view (recorded as the
  /// `autocorrectionDisabled` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// TextField("Username", text: $username).autocorrectionDisabled()
  /// ```
  ///
  /// - Parameter disable: A Boolean value that indicates whether autocorrection is disabled for
  ///   this view. The default value is `true`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 8.0, *)
  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    attribute("autocorrectionDisabled", "\(disable)")
  }

  /// Sets the submit label for this view (recorded as the `submitLabel` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// TextField("Search", text: $query).submitLabel(.search)
  /// ```
  ///
  /// - Parameter submitLabel: One of the cases specified in ``SubmitLabel``.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    attribute("submitLabel", ".\(submitLabel.name)")
  }
}
