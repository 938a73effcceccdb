/// What a responder that may decline does with a request: answers it, or lets it go on outward.
///
/// ```swift
/// // Fragment
/// let chain = ResponderChain().addingResponder(to: PickAccount.self) { request in
///   guard let account = session.account(for: request.service) else { return .decline }
///   return .answer(account)
/// }
/// ```
public enum RequestReply<Response: Sendable>: Sendable {
  /// The request is answered with this response; it travels no further.
  ///
  /// The associated value is the response the requester receives.
  case answer(Response)
  /// The request goes on, unchanged, to the next responder outward.
  case decline
}
