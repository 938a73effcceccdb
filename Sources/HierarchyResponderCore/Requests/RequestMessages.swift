/// The runtime issues of the request side (tests assert them word for word).
extension Messages {
  /// A request no responder answered (reported where it was sent).
  package static func unanswered<R>(_ type: R.Type) -> String {
    let name = String(describing: type)
    return "Unanswered request \(name): no responder answered it. "
      + "Add .respond(to: \(name).self) { … } to an ancestor view."
  }

  /// A request nested deeper than the limit (reported where it was sent).
  package static func requestDepthExceeded<R>(_ type: R.Type, limit: Int) -> String {
    "Dropped request \(String(describing: type)): requests were nested more than \(limit) levels deep. "
      + "A responder probably sends the request it is answering."
  }

  /// A request sent after its top-level request already caused `limit` requests.
  package static func requestWorkExceeded<R>(_ type: R.Type, limit: Int) -> String {
    "Dropped request \(String(describing: type)): one request caused more than \(limit) requests. "
      + "A responder probably sends more than one request for each request it answers; "
      + "the requests sent after this one are dropped without another issue."
  }

  /// How a journey ends when its requester's task was cancelled.
  package static let requesterCancelled = "the requester's task was cancelled; a late answer is dropped"
}

extension Messages {
  /// A request whose type a `.requests` declaration does not list (reported at the declaration).
  package static func undeclaredRequest<R>(
    _ type: R.Type, origin: ResponderSite, declared: [String]
  ) -> String {
    let name = String(describing: type)
    return "\(name) (requested at \(origin)) passed this .requests declaration, which does not list it "
      + "(declared: \(declared.joined(separator: ", "))). Add \(name).self to the declaration."
  }

  /// A declared request type with no responder outer to its declaration (reported at the declaration).
  package static func missingRequestResponder<R>(_ type: R.Type, origin: ResponderSite) -> String {
    let name = String(describing: type)
    return "\(name) (requested at \(origin)) is declared by this .requests, but no responder above it answers \(name). "
      + "Add .respond(to: \(name).self) { … } to an ancestor view, or use .requireExplicitResponders(false)."
  }
}
