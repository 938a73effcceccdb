/// The error `sendRequest` throws when no responder answered the request: every responder on its
/// way replied `.notHandled` (or none takes its type), or it was dropped at a bound.
///
/// In debug builds the first case is also a runtime issue at the line that sent the request.
///
/// ```swift
/// // Fragment
/// do {
///   let account = try await sendRequest(PickAccount(service: "mail"))
///   open(account)
/// } catch let error as RequestNotAnswered {
///   print(error) // No responder answered PickAccount (sent at App/Mail.swift:12).
/// }
/// ```
public struct RequestNotAnswered: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why no answer came.
  public enum Reason: Hashable, Sendable {
    /// The request reached the root: no responder on its way answered it (the trip's outcome
    /// is `unhandled`, as for an event nobody handled).
    case unhandled
    /// The request was dropped at a bound (nesting depth or work of one top-level request).
    ///
    /// - `reason`: the text of the runtime issue that reported the bound.
    case dropped(reason: String)
    /// The responder that took the request was still answering a previous one, and its policy
    /// drops new requests (`inFlight: .dropNew`). No runtime issue: the
    /// policy says this is expected.
    ///
    /// - `at`: where the busy responder was registered.
    case busy(at: ResponderSite)
  }

  /// The type name of the request, as in `PickAccount`.
  public let requestType: String
  /// Where the request was sent.
  public let origin: ResponderSite
  /// Why no answer came.
  public let reason: Reason

  /// Creates the error for a request of type `requestType` sent at `origin`.
  ///
  /// - Parameters:
  ///   - requestType: the type name of the request.
  ///   - origin: where it was sent.
  ///   - reason: why no answer came.
  public init(requestType: String, origin: ResponderSite, reason: Reason) {
    self.requestType = requestType
    self.origin = origin
    self.reason = reason
  }

  /// `No responder answered PickAccount (sent at App/Mail.swift:12).`, or the reason it was dropped.
  public var description: String {
    switch reason {
    case .unhandled: "No responder answered \(requestType) (sent at \(origin))."
    case .dropped(let reason): "\(requestType) (sent at \(origin)) was dropped: \(reason)"
    case .busy(let site):
      "\(requestType) (sent at \(origin)) was dropped: the responder at \(site) was still answering a previous one."
    }
  }
}

extension RequestNotAnswered.Reason {
  /// The former name of ``unhandled``.
  @available(*, deprecated, renamed: "unhandled")
  public static var noResponder: Self { .unhandled }
}
