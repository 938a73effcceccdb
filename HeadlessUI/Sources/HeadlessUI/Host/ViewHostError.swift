/// A failed host query or interaction: what was looked for, and what exists instead.
///
/// Messages are stable so tests can assert them word for word:
///
/// ```swift
/// // Fragment
/// #expect(throws: ViewHostError("No button titled \"Save\" found. Buttons: \"Cancel\".")) {
///   try host.button("Save")
/// }
/// ```
public struct ViewHostError: Error, Equatable, CustomStringConvertible {
  /// The explanation, in one sentence or two.
  public let message: String

  /// Creates an error with the given message.
  ///
  /// - Parameter message: what went wrong, for a person.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

extension ViewHostError {
  /// `"A", "B"`, or `none` for an empty list.
  static func quotedList(_ items: [String]) -> String {
    items.isEmpty ? "none" : items.map(\.debugDescription).joined(separator: ", ")
  }
}
