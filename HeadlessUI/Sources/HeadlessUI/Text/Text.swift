import Foundation

/// A view that displays one or more lines of read-only text.
///
/// A string literal is a `LocalizedStringKey` (interpolations formatted as in SwiftUI); a `String`
/// variable shows verbatim. HeadlessUI keeps the resolved characters: ``ViewHost`` queries
/// match them exactly.
///
/// ```swift
/// // Fragment
/// Text("Hello, \(name)!")
/// Text(verbatim: "100%")
/// Text("Name: ") + Text(user.name).bold()
/// ```
public struct Text: Equatable, Sendable {
  internal enum Storage: Equatable, Sendable {
    case verbatim(String)
    case localized(key: String, resolved: String, tableName: String?)
    case concatenated([Text])
    /// An image shown inline (`Text(Image(systemName: "star"))`): no characters.
    case image(Image)
  }

  internal enum Modifier: Equatable, Sendable {
    case bold
    case italic
    case font(String)
    case fontWeight(String)
    case foregroundColor(String)
    /// Any other modifier, recorded by name and value (`strikethrough`, `fontDesign`…).
    case attribute(name: String, value: String)

    /// The modifier as written in source: `.bold()`, `.font(.title)`.
    var spelling: String {
      switch self {
      case .bold: ".bold()"
      case .italic: ".italic()"
      case .font(let value): ".font(\(value))"
      case .fontWeight(let value): ".fontWeight(\(value))"
      case .foregroundColor(let value): ".foregroundColor(\(value))"
      case .attribute(let name, let value): ".\(name)(\(value))"
      }
    }
  }

  internal var storage: Storage
  internal var modifiers: [Modifier] = []

  internal init(storage: Storage) {
    self.storage = storage
  }

  /// Creates a text view that displays a string literal without localization.
  ///
  /// - Parameter content: A string to display without localization.
  public init(verbatim content: String) {
    self.init(storage: .verbatim(content))
  }

  /// Creates a text view that displays a stored string without localization.
  ///
  /// - Parameter content: The string value to display without localization.
  @_disfavoredOverload
  public init<S>(_ content: S) where S: StringProtocol {
    self.init(storage: .verbatim(String(content)))
  }

  /// Creates a text view that displays localized content identified by a key.
  ///
  /// - Parameters:
  ///   - key: The key for a string in the table identified by `tableName`.
  ///   - tableName: The name of the string table to search. If `nil`, use the table in the
  ///     `Localizable.strings` file.
  ///   - bundle: The bundle containing the strings file (ignored by HeadlessUI, which shows the
  ///     key's text). If `nil`, use the main bundle.
  ///   - comment: Contextual information about this key-value pair (ignored).
  @_semantics("swiftui.init_with_localization")
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    self.init(storage: .localized(key: key.key, resolved: key.resolved, tableName: tableName))
  }

  /// The characters this text shows.
  internal var string: String {
    switch storage {
    case .verbatim(let string): string
    case .localized(_, let resolved, _): resolved
    case .concatenated(let texts): texts.map(\.string).joined()
    case .image: ""
    }
  }

  /// The system symbols this text shows inline.
  internal var systemImageNames: [String] {
    switch storage {
    case .image(let image): image.systemName.map { [$0] } ?? []
    case .concatenated(let texts): texts.flatMap(\.systemImageNames)
    case .verbatim, .localized: []
    }
  }
}

extension Text {
  /// Creates an instance that wraps an `Image`, suitable for concatenating with other `Text`.
  ///
  /// The image adds no characters to what host queries match (`Text(Image(systemName: "star"))
  /// + Text(" 4.5")` is found as `" 4.5"`); ``HostedView/find(systemImage:)`` finds its symbol.
  ///
  /// ```swift
  /// // Fragment
  /// Text(Image(systemName: "star.fill")) + Text(" \(rating)")
  /// ```
  ///
  /// - Parameter image: The image to show inline.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init(_ image: Image) {
    self.init(storage: .image(image))
  }
}

extension Text {
  /// Concatenates the text in two text views in a new text view.
  ///
  /// - Parameters:
  ///   - lhs: The first text view with text to combine.
  ///   - rhs: The second text view with text to combine.
  /// - Returns: A new text view containing the combined contents of the two input text views.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(storage: .concatenated([lhs, rhs]))
  }

  /// Applies a bold font weight to the text.
  nonisolated public func bold() -> Text {
    adding(.bold)
  }

  /// Applies italics to the text.
  nonisolated public func italic() -> Text {
    adding(.italic)
  }

  internal func adding(_ modifier: Modifier) -> Text {
    var text = self
    text.modifiers.append(modifier)
    return text
  }
}

extension Text: View {
  public typealias Body = Never
}

extension Text: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {}

  func describe(_ node: Node) -> String? {
    let modifiers = self.modifiers.map(\.spelling).joined()
    return "Text(\(string.debugDescription))\(modifiers)"
  }
}
