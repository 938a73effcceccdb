/// A value a view sends up the hierarchy to ask a question, and whose answer it awaits.
///
/// A request names the type of its answer, ``Response``. It travels outward from the view that
/// sends it, like an event, to the responders registered for its type (`.respond(to:)` in the
/// SwiftUI layer, ``ResponderChain/addingResponder(to:phase:site:fileID:filePath:line:column:_:)`` on a
/// chain); the first that answers wins, and its answer is what `sendRequest` returns. A responder
/// may decline, and the request goes on outward. A request is never transformed into another type.
///
/// ```swift
/// // Fragment
/// struct ConfirmDeletion: ResponderRequest {
///   typealias Response = Bool
///   let itemName: String
/// }
///
/// // A row asks; the screen that owns the list answers.
/// let confirmed = try await sendRequest(ConfirmDeletion(itemName: item.name))
/// ```
///
/// Responders are matched by the request's exact type: a responder for `ConfirmDeletion` answers
/// `ConfirmDeletion` requests, whose ``Response`` it returns.
public protocol ResponderRequest {
  /// The type of the answer.
  associatedtype Response: Sendable
}
