import HierarchyResponderCore

/// A URL parsed just enough for routing, `scheme://host/path?query#fragment`,
/// without Foundation.
///
/// - ``scheme`` and ``host`` are lowercased (both are case-insensitive);
///   user info (`user@`) is dropped and a numeric port is split off.
/// - ``path`` is kept as written; ``pathComponents`` are its non-empty
///   segments, percent-decoded.
/// - ``queryItems`` are the `&`-separated `name=value` pairs, percent-decoded
///   (`+` stays `+`, as in Foundation's `URLComponents`); a pair without `=`
///   has a `nil` value.
/// - A URL without `//` (`mailto:someone`) has no host: its path is what
///   follows the colon.
///
/// The initializer fails when the text has no valid scheme (a letter, then
/// letters, digits, `+`, `-` or `.`, then `:`).
///
/// ```swift
/// // Fragment
/// let url = RouteURL("app://Novel/chapter/12?id=1&from=push")!
/// url.scheme         // "app"
/// url.host           // "novel"
/// url.pathComponents // ["chapter", "12"]
/// url["id"]          // "1"
/// ```
public struct RouteURL: Hashable, Sendable, CustomStringConvertible {
  /// One `name=value` pair of the query.
  public struct QueryItem: Hashable, Sendable {
    /// The decoded name.
    public var name: String
    /// The decoded value; `nil` when the pair has no `=`.
    public var value: String?

    /// Creates a query item.
    ///
    /// - Parameters:
    ///   - name: the decoded name.
    ///   - value: the decoded value; `nil` for a pair without `=`.
    public init(name: String, value: String?) {
      self.name = name
      self.value = value
    }
  }

  /// The text the URL was parsed from.
  public let string: String
  /// The scheme, lowercased (`app`, `https`).
  public let scheme: String
  /// The host, lowercased; `nil` when the URL has no `//` part.
  public let host: String?
  /// The port, when the authority names one.
  public let port: Int?
  /// The path as written (possibly empty).
  public let path: String
  /// The query's pairs, in order.
  public let queryItems: [QueryItem]
  /// The decoded fragment (after `#`), if any.
  public let fragment: String?

  /// Parses `string`; `nil` when it has no valid scheme.
  ///
  /// - Parameter string: the URL, as text.
  public init?(_ string: String) {
    guard let colon = string.firstIndex(of: ":"), Self.isScheme(string[..<colon]) else { return nil }
    self.string = string
    scheme = string[..<colon].lowercased()
    var rest = string[string.index(after: colon)...]

    if let hash = rest.firstIndex(of: "#") {
      fragment = Self.decode(rest[rest.index(after: hash)...])
      rest = rest[..<hash]
    } else {
      fragment = nil
    }
    if let question = rest.firstIndex(of: "?") {
      queryItems = Self.queryItems(rest[rest.index(after: question)...])
      rest = rest[..<question]
    } else {
      queryItems = []
    }
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      let end = rest.firstIndex(of: "/") ?? rest.endIndex
      var authority = rest[..<end]
      if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
      if let colon = authority.lastIndex(of: ":"), let number = Int(authority[authority.index(after: colon)...]) {
        port = number
        authority = authority[..<colon]
      } else {
        port = nil
      }
      host = authority.lowercased()
      rest = rest[end...]
    } else {
      host = nil
      port = nil
    }
    path = String(rest)
  }

  /// The path's non-empty segments, percent-decoded: `/a//b/` gives `["a", "b"]`.
  public var pathComponents: [String] {
    path.split(separator: "/").map { Self.decode($0) }
  }

  /// The value of the first query item named `name`; `nil` when there is
  /// none or it has no value.
  ///
  /// - Parameter name: The query item's name (case-sensitive).
  /// - Returns: The item's value, percent-decoded; `nil` when no item has that name or the
  ///   first one has no value.
  public subscript(name: String) -> String? {
    queryItems.first { $0.name == name }?.value ?? nil
  }

  /// The URL as it was given.
  public var description: String { string }

  private static func isScheme(_ text: Substring) -> Bool {
    guard let first = text.first, first.isASCII, first.isLetter else { return false }
    return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
  }

  private static func queryItems(_ query: Substring) -> [QueryItem] {
    query.split(separator: "&").map { pair in
      guard let equals = pair.firstIndex(of: "=") else { return QueryItem(name: decode(pair), value: nil) }
      return QueryItem(name: decode(pair[..<equals]), value: decode(pair[pair.index(after: equals)...]))
    }
  }

  /// Replaces each `%XX` by its byte; a `%` not followed by two hex digits stays.
  private static func decode(_ text: Substring) -> String {
    guard text.contains("%") else { return String(text) }
    let bytes = Array(text.utf8)
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        decoded.append(high << 4 | low)
        index += 3
      } else {
        decoded.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: decoded, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
