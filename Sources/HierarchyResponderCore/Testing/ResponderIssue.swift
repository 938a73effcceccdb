/// A runtime issue HierarchyResponder reports, known by its kind and the type of the value, so
/// that a test can expect one without matching its whole message.
///
/// Messages name where the value was sent (`App/LikeButton.swift:12`), which changes whenever
/// that file does; a ``ResponderIssue`` matches the message of its kind for its type wherever
/// the value was sent. Use it in Swift Testing's `withKnownIssue`, or XCTest's
/// `XCTExpectFailure` (HierarchyResponder reports through IssueReporting, which records a
/// Swift Testing issue or an XCTest failure, whichever runs the test).
///
/// ```swift
/// // Fragment
/// withKnownIssue {
///   try host.button("Like").tap()
/// } matching: { issue in
///   ResponderIssue.undeclaredEvent(LikeEvent.self).matches(issue)
/// }
/// ```
///
/// With XCTest:
///
/// ```swift
/// // Fragment
/// XCTExpectFailure {
///   sendLike()
/// } issueMatcher: { issue in
///   ResponderIssue.unhandledEvent(LikeEvent.self).matches(issue.compactDescription)
/// }
/// ```
public struct ResponderIssue: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// No responder handled the value: it reached the root.
    case unhandled
    /// A `.triggers`/`.reports` declaration does not list the value's type.
    case undeclared
    /// A declared type has no explicit (typed) responder outer to its declaration.
    case missingExplicitResponder
    /// A `.subscribe(to:)` subscriber has no publisher of its type above it.
    case subscriberWithoutPublisher
  }

  /// What went wrong.
  public let kind: Kind
  /// Whether the value is an event or an error.
  package let side: ResponderSide
  /// The name of the value's type, as messages print it (`LikeEvent`).
  public let typeName: String

  private init(_ kind: Kind, side: ResponderSide, type: Any.Type) {
    self.kind = kind
    self.side = side
    self.typeName = String(describing: type)
  }

  /// An event of type `type` that no responder handled.
  ///
  /// - Parameter type: the event's type.
  public static func unhandledEvent<E: Event>(_ type: E.Type) -> ResponderIssue {
    ResponderIssue(.unhandled, side: .event, type: type)
  }

  /// An error of type `type` that no responder handled.
  ///
  /// - Parameter type: the error's type.
  public static func unhandledError<E: Error>(_ type: E.Type) -> ResponderIssue {
    ResponderIssue(.unhandled, side: .error, type: type)
  }

  /// An event of type `type` that passed a `.triggers` declaration that does not list it.
  ///
  /// - Parameter type: the event's type.
  public static func undeclaredEvent<E: Event>(_ type: E.Type) -> ResponderIssue {
    ResponderIssue(.undeclared, side: .event, type: type)
  }

  /// An error of type `type` that passed a `.reports` declaration that does not list it.
  ///
  /// - Parameter type: the error's type.
  public static func undeclaredError<E: Error>(_ type: E.Type) -> ResponderIssue {
    ResponderIssue(.undeclared, side: .error, type: type)
  }

  /// An event of type `type`, declared by a `.triggers`, with no typed responder above the
  /// declaration.
  ///
  /// - Parameter type: the event's type.
  public static func missingEventResponder<E: Event>(_ type: E.Type) -> ResponderIssue {
    ResponderIssue(.missingExplicitResponder, side: .event, type: type)
  }

  /// An error of type `type`, declared by a `.reports`, with no typed responder above the
  /// declaration.
  ///
  /// - Parameter type: the error's type.
  public static func missingErrorResponder<E: Error>(_ type: E.Type) -> ResponderIssue {
    ResponderIssue(.missingExplicitResponder, side: .error, type: type)
  }

  /// A subscriber to events of type `type` with no publisher of that type above it.
  ///
  /// - Parameter type: the event type subscribed to.
  public static func subscriberWithoutPublisher<E: Event>(_ type: E.Type) -> ResponderIssue {
    ResponderIssue(.subscriberWithoutPublisher, side: .event, type: type)
  }

  /// Whether `issue` — a Swift Testing `Issue`, an XCTest issue's `compactDescription`, or the
  /// text of a message — is this issue: its text holds the message of this kind for this type,
  /// wherever the value was sent.
  ///
  /// - Parameter issue: the issue, or its text.
  /// - Returns: `true` when the text holds this kind's message for ``typeName``.
  public func matches(_ issue: some CustomStringConvertible) -> Bool {
    let text = issue.description
    var rest = text[...]
    for (index, fragment) in fragments.enumerated() {
      guard let range = index == 0 ? firstStandalone(fragment, in: rest) : rest.range(of: fragment) else {
        return false
      }
      rest = rest[range.upperBound...]
    }
    return true
  }

  /// The parts of the message, in order, around what varies (where the value was sent, the
  /// declared types). The runtime-issue messages themselves are pinned word for word by the
  /// package's tests.
  private var fragments: [String] {
    let name = typeName
    let (sent, declaration, responder) =
      side == .event ? ("triggered", ".triggers", ".handleEvent") : ("reported", ".reports", ".handleError")
    switch kind {
    case .unhandled:
      return ["Unhandled \(side == .event ? "event" : "error") \(name): "]
    case .undeclared:
      return ["\(name) (\(sent) at ", ") passed this \(declaration) declaration, which does not list it"]
    case .missingExplicitResponder:
      return [
        "\(name) (\(sent) at ",
        ") is declared by this \(declaration), but no responder above it names \(name). Add \(responder)(\(name).self)",
      ]
    case .subscriberWithoutPublisher:
      return ["This subscriber to \(name) has no .publisher(for: \(name).self) above it"]
    }
  }

  /// The first occurrence of `fragment` in `text` that starts the text or follows a character
  /// that cannot end a type name (so that `LikeEvent` does not match `UnlikeEvent`'s message).
  private func firstStandalone(_ fragment: String, in text: Substring) -> Range<Substring.Index>? {
    var searched = text
    while let range = searched.range(of: fragment) {
      guard range.lowerBound > text.startIndex else { return range }
      let before = text[text.index(before: range.lowerBound)]
      if !(before.isLetter || before.isNumber || before == "_" || before == ".") { return range }
      searched = text[text.index(after: range.lowerBound)...]
    }
    return nil
  }

  /// `unhandled event LikeEvent`, `undeclared error SaveFailed`…
  public var description: String {
    let what = switch kind {
    case .unhandled: "unhandled"
    case .undeclared: "undeclared"
    case .missingExplicitResponder: "missing explicit responder for"
    case .subscriberWithoutPublisher: "subscriber without publisher for"
    }
    return "\(what) \(side == .event ? "event" : "error") \(typeName)"
  }
}
