/// Records every event, error and request that reaches it, for tests and previews; it either
/// handles events and errors (the default) or lets them continue outward, and answers the
/// requests it was given answers for (``answer(_:with:)``).
///
/// One spy listens on both sides: install it once (`.responderSpy(_:)` in the SwiftUI layer,
/// ``ResponderChain/addingSpy(_:site:fileID:filePath:line:column:)`` on a chain) and it sees the events *and* the
/// errors sent from inside it, in the order they arrived. (Setting both `\.triggerEvent` and
/// `\.reportError` in the environment does not do that: each replaces the whole chain, and the
/// inner one wins.)
///
/// A spy that handles what it records (the default) is an explicit responder for everything
/// it records: a `.triggers`/`.reports` declaration inside it finds
/// its explicit responder in the spy, so a screen tested on its own under a spy raises no
/// infraction for its declared types. In the SwiftUI layer it also stands for the publishers a
/// screen's `.subscribe(to:)` subscribers expect above them: a subscriber inside a spy with no
/// publisher of its type is not an infraction (it receives nothing). A spy made with
/// `passValuesOn: true` is as if it were not there: it counts for neither.
///
/// ```swift
/// // Fragment
/// let spy = ResponderSpy()
/// let chain = ResponderChain().addingSpy(spy)
/// chain.triggerEvent(LikeEvent())
/// chain.reportError(SaveFailed())
/// #expect(spy.events(of: LikeEvent.self).count == 1)
/// #expect(spy.errors(of: SaveFailed.self).count == 1)
/// ```
@MainActor
public final class ResponderSpy {
  /// One value the spy saw.
  public enum Record: CustomStringConvertible {
    /// An event that reached the spy.
    ///
    /// The associated value is the event, as the spy received it.
    case event(any Event)
    /// An error that reached the spy.
    ///
    /// The associated value is the error, as the spy received it.
    case error(any Error)
    /// A request that reached the spy.
    ///
    /// The associated value is the request, as the spy received it.
    case request(any ResponderRequest)

    /// `event `, `error ` or `request ` followed by the value, as in `event LikeEvent(postID: 7)`.
    public var description: String {
      switch self {
      case .event(let event): "event \(event)"
      case .error(let error): "error \(error)"
      case .request(let request): "request \(request)"
      }
    }
  }

  /// Whether values continue outward after being recorded (`false`: the spy handles them).
  public let passesValuesOn: Bool

  /// Everything the spy saw, oldest first.
  public private(set) var records: [Record] = []

  private let onRecord: (@MainActor (Record) -> Void)?

  /// The answers the spy gives, by request type (each a `(R) throws -> R.Response`).
  private var stubbedAnswers: [ObjectIdentifier: Any] = [:]

  /// Creates a spy.
  ///
  /// ```swift
  /// // Fragment
  /// let spy = ResponderSpy(passValuesOn: true) { record in print("Sent:", record) }
  /// ```
  ///
  /// - Parameters:
  ///   - passValuesOn: `false` (the default) makes the spy handle what it records; `true` lets
  ///     every value continue outward, as if the spy were not there.
  ///   - onRecord: called with each value as it is recorded (to print it in a preview, say).
  public nonisolated init(passValuesOn: Bool = false, onRecord: (@MainActor (Record) -> Void)? = nil) {
    self.passesValuesOn = passValuesOn
    self.onRecord = onRecord
  }

  /// The events the spy saw, oldest first.
  public var events: [any Event] {
    records.compactMap { if case .event(let event) = $0 { event } else { nil } }
  }

  /// The errors the spy saw, oldest first.
  public var errors: [any Error] {
    records.compactMap { if case .error(let error) = $0 { error } else { nil } }
  }

  /// The events of type `type` the spy saw, oldest first.
  ///
  /// - Parameter type: the event type to keep.
  public func events<E: Event>(of type: E.Type) -> [E] {
    events.compactMap { $0 as? E }
  }

  /// The errors of type `type` the spy saw, oldest first.
  ///
  /// - Parameter type: the error type to keep.
  public func errors<E: Error>(of type: E.Type) -> [E] {
    errors.compactMap { $0 as? E }
  }

  /// The requests the spy saw, oldest first.
  public var requests: [any ResponderRequest] {
    records.compactMap { if case .request(let request) = $0 { request } else { nil } }
  }

  /// The requests of type `type` the spy saw, oldest first.
  ///
  /// - Parameter type: the request type to keep.
  public func requests<R: ResponderRequest>(of type: R.Type) -> [R] {
    requests.compactMap { $0 as? R }
  }

  /// Makes the spy answer every request of type `type` with `answer`, as a responder would: a
  /// screen tested on its own gets the answers its parent would give. Without an answer for its
  /// type, a request is recorded and goes on outward (a spy cannot make up a response).
  ///
  /// ```swift
  /// let spy = ResponderSpy()
  /// spy.answer(ConfirmDeletion.self) { _ in true }
  /// ```
  ///
  /// - Parameters:
  ///   - type: the request type to answer.
  ///   - answer: the answer to each request of that type; what it throws goes to the requester.
  public func answer<R: ResponderRequest>(_ type: R.Type, with answer: @escaping @MainActor (R) throws -> R.Response) {
    stubbedAnswers[ObjectIdentifier(type)] = answer
  }

  /// Whether the spy was given an answer for requests of `type`.
  package func answers(_ type: Any.Type) -> Bool {
    stubbedAnswers[ObjectIdentifier(type)] != nil
  }

  /// Records a request, and answers it when the spy has an answer for its type.
  package func record<R: ResponderRequest>(request: R) throws -> RequestReply<R.Response> {
    records.append(.request(request))
    onRecord?(.request(request))
    guard let answer = stubbedAnswers[ObjectIdentifier(R.self)] as? @MainActor (R) throws -> R.Response else { return .notHandled }
    return .answer(try answer(request))
  }

  /// Forgets everything recorded so far.
  public func removeAll() {
    records.removeAll()
  }

  /// Records a value and replies as the spy was made to (the spy's responders call it).
  package func record(_ record: Record) -> ResponderReply {
    records.append(record)
    onRecord?(record)
    return passesValuesOn ? .notHandled : .handled
  }
}

@MainActor
extension ResponderChain {
  /// Adds `spy` at this position: it records the events and errors sent from inside it (and
  /// handles them, or lets them continue, as the spy was made to). A spy that handles what it
  /// records is also an explicit responder for every type, for the `.triggers`/`.reports`
  /// declarations inside it (see ``ResponderSpy``).
  ///
  /// ```swift
  /// // Fragment
  /// let spy = ResponderSpy(passValuesOn: true)
  /// let screen = ResponderChain().addingSpy(spy).addingResponder(for: LikeEvent.self, kind: .handleEvent) { _ in .handled }
  /// ```
  ///
  /// - Parameters:
  ///   - spy: the spy that records.
  ///   - site: how journeys name the spy; by default the caller's `fileID:line`.
  ///   - fileID: the caller's file, used when `site` is `nil`.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line, used when `site` is `nil`.
  ///   - column: the caller's column.
  /// - Returns: The chain inside the spy: this chain with it in front.
  public func addingSpy(
    _ spy: ResponderSpy, site: ResponderSite? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ResponderChain {
    let site = site ?? ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let outside = spy.passesValuesOn ? self : registeringEverything(site: site)
    return ResponderChain(
      node: RequestSpyNode(
        spy: spy, parent: outside
          .addingResponder(for: (any Error).self, kind: .receiveError, site: site) { spy.record(.error($0)) }
          .addingResponder(for: (any Event).self, kind: .receiveEvent, site: site) { spy.record(.event($0)) }.node,
        site: site))
  }
}
