/// What a responder that may decline does with a request: answers it, or lets it go on outward
/// (``notHandled``, the word every reply uses for "pass it on").
///
/// ```swift
/// // Fragment
/// let chain = ResponderChain().addingResponder(to: PickAccount.self) { request in
///   guard let account = session.account(for: request.service) else { return .notHandled }
///   return .answer(account)
/// }
/// ```
public enum RequestReply<Response: Sendable>: Sendable {
  /// The request is answered with this response; it travels no further.
  ///
  /// The associated value is the response the requester receives.
  case answer(Response)
  /// The request goes on, unchanged, to the next responder outward.
  case notHandled

  /// The former spelling of ``notHandled``.
  @available(*, deprecated, renamed: "notHandled")
  public static var decline: Self { .notHandled }
}
