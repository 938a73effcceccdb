/// Where a responder was registered: a source location and an optional name.
///
/// Every responder, declaration and trigger records its site, so that a
/// journey (``Journey``) and every runtime issue can say *where* something
/// happened. Runtime issues are reported at that location, so Xcode shows them
/// on the line of the modifier or the trigger: a site carries the caller's
/// `#filePath` and `#column` for that, and its `#fileID` for journeys and
/// messages, which stay readable (`App/FeedView.swift:42`).
///
/// ```swift
/// // Fragment
/// let site = ResponderSite(fileID: "App/FeedView.swift", line: 42, name: "Feed")
/// print(site) // Feed (App/FeedView.swift:42)
/// ```
public struct ResponderSite: Hashable, Sendable, CustomStringConvertible {
  /// The `#fileID` of the registration, as a static string (IssueReporting needs one).
  public let staticFileID: StaticString
  /// The `#filePath` of the registration: where Xcode and test runners open a runtime issue.
  public let staticFilePath: StaticString
  /// The line of the registration.
  public let line: UInt
  /// The column of the registration.
  public let column: UInt
  /// An optional human-readable name (see `responderName(_:)` in the SwiftUI layer).
  public var name: String?

  /// Creates a site; by default, the caller's location.
  ///
  /// A site made with an explicit `fileID` and the default `filePath` has the
  /// caller's file path: pass both when you forward a location.
  ///
  /// - Parameters:
  ///   - fileID: the `#fileID` of the registration (`Module/File.swift`).
  ///   - filePath: the `#filePath` of the registration.
  ///   - line: the line of the registration.
  ///   - column: the column of the registration.
  ///   - name: a human-readable name, shown before the location.
  public init(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    name: String? = nil
  ) {
    self.staticFileID = fileID
    self.staticFilePath = filePath
    self.line = line
    self.column = column
    self.name = name
  }

  /// The `#fileID` of the registration.
  public var fileID: String { staticFileID.description }

  /// `fileID:line`, prefixed by the name when there is one.
  public var description: String {
    if let name { return "\(name) (\(fileID):\(line))" }
    return "\(fileID):\(line)"
  }

  /// Whether two sites have the same file ID, line and name (journeys compare
  /// sites by what they show; the path and column only locate issues).
  ///
  /// - Parameters:
  ///   - lhs: a site.
  ///   - rhs: another site.
  public static func == (lhs: ResponderSite, rhs: ResponderSite) -> Bool {
    lhs.line == rhs.line && lhs.name == rhs.name && lhs.fileID == rhs.fileID
  }

  /// Whether `other` is the same site, compared without building strings: the
  /// same `#fileID` literal (by address), line and name. Cheaper than `==`; may
  /// answer `false` for equal sites whose file IDs are different strings in memory.
  @inline(__always)
  package func isIdentical(to other: ResponderSite) -> Bool {
    line == other.line && staticFileID.hasPointerRepresentation && other.staticFileID.hasPointerRepresentation
      && staticFileID.utf8Start == other.staticFileID.utf8Start && name == other.name
  }

  /// Hashes the file, line and name.
  ///
  /// - Parameter hasher: the hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fileID)
    hasher.combine(line)
    hasher.combine(name)
  }
}
