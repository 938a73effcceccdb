/// Publishes events *down* the view hierarchy, to the `.subscribe(to:id:handler:)`
/// subscribers selected by its ``PublishingDestination``.
///
/// You don't create publishers in an app: the `.publisher(for:id:destination:register:)`
/// modifier hands one out, and hands out a new one (or `nil`) whenever its
/// selection of subscribers changes. Store the latest one and call it like a
/// closure:
///
/// ```swift
/// @State var shake: EventPublisher<ShakeEvent>?
///
/// var body: some View {
///   NavigationStack { HomeScreen() }
///     .publisher(for: ShakeEvent.self) { shake = $0 }
///     .onReceive(shakes) { _ in shake?(ShakeEvent()) }
/// }
/// ```
///
/// Delivery is synchronous: the selected subscribers' handlers have run, in
/// order, when the call returns. A publisher always reaches the *current*
/// selection of its registry; once the `.publisher` modifier is gone, it does
/// nothing.
///
/// The ``id`` is a `String` (not a `UUID`) so that the core
/// needs no Foundation. It is stable: it stays the same for as long as the
/// selection of subscribers is unchanged, and a re-issued publisher has a new
/// one. Two publishers are equal when their ids are.
///
/// Calling a publisher is main-actor work. Callers in Swift 5 language mode
/// may call it from a nonisolated synchronous context (an overload visible only
/// to them): a call from another thread is reported and delivered on the main
/// actor.
public struct EventPublisher<E: Event>: Identifiable, Equatable, Sendable {
  /// Identifies this issue of the publisher (see the type's documentation).
  public let id: String
  private let deliver: @MainActor @Sendable (E, ResponderSite) -> Void

  /// Creates a publisher that passes every event to `deliver` (for previews and tests).
  ///
  /// - Parameters:
  ///   - id: The publisher's identity.
  ///   - deliver: Receives every published event.
  ///
  /// ```swift
  /// let publisher = EventPublisher<ShakeEvent>(id: "preview") { print($0) }
  /// ```
  public init(id: String, deliver: @escaping @MainActor @Sendable (E) -> Void) {
    self.id = id
    self.deliver = { event, _ in deliver(event) }
  }

  /// A publisher that also receives where each publish was called.
  package init(id: String, deliver: @escaping @MainActor @Sendable (E, ResponderSite) -> Void) {
    self.id = id
    self.deliver = deliver
  }

  /// Publishes `event` to the selected subscribers.
  ///
  /// - Parameters:
  ///   - event: The event to publish.
  ///   - fileID: Where the call is (for the runtime issue of a dropped nested publish).
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: The line of the call.
  ///   - column: the caller's column.
  @available(swift, introduced: 6.0)
  @MainActor
  public func callAsFunction(_ event: E, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    deliver(event, ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Publishes `event` to the selected subscribers; the same as calling the publisher.
  ///
  /// - Parameters:
  ///   - event: The event to publish.
  ///   - fileID: Where the call is (for the runtime issue of a dropped nested publish).
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: The line of the call.
  ///   - column: the caller's column.
  @available(swift, introduced: 6.0)
  @MainActor
  public func publish(_ event: E, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    deliver(event, ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Publishes `event`, for callers in **Swift 5 language mode** (Swift 6
  /// callers use the main-actor method).
  ///
  /// Marked `@preconcurrency @MainActor` as Apple marks its own main-actor API:
  /// a nonisolated synchronous caller compiles, with a warning at most. A call
  /// from another thread is reported once and delivered on the main actor.
  ///
  /// - Parameters:
  ///   - event: The event to publish.
  ///   - fileID: Where the call is.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: The line of the call (an `Int`: this overload exists only in Swift 5 mode).
  ///   - column: the caller's column.
  ///
  /// ```swift
  /// controller.shake?(ShakeEvent()) // in a nonisolated model class, Swift 5 mode
  /// ```
  @available(swift, obsoleted: 6.0)
  @preconcurrency @MainActor
  public func callAsFunction(_ event: E, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: UInt = #column) {
    send(event, origin: ResponderSite(fileID: fileID, filePath: filePath, line: UInt(max(line, 0)), column: column))
  }

  /// Publishes `event`, for callers in Swift 5 language mode; the same as calling the publisher.
  ///
  /// - Parameters:
  ///   - event: The event to publish.
  ///   - fileID: Where the call is.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: The line of the call (an `Int`: this overload exists only in Swift 5 mode).
  ///   - column: the caller's column.
  @available(swift, obsoleted: 6.0)
  @preconcurrency @MainActor
  public func publish(_ event: E, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: UInt = #column) {
    send(event, origin: ResponderSite(fileID: fileID, filePath: filePath, line: UInt(max(line, 0)), column: column))
  }

  @MainActor
  private func send(_ event: E, origin: ResponderSite) {
    let deliver = self.deliver
    OffMainDelivery.run("EventPublisher<\(E.self)>", origin: origin) { deliver(event, origin) }
  }

  /// Returns whether two publishers are the same issue: whether their ids are equal.
  ///
  /// - Parameters:
  ///   - lhs: A publisher.
  ///   - rhs: Another publisher.
  public static func == (lhs: EventPublisher, rhs: EventPublisher) -> Bool {
    lhs.id == rhs.id
  }
}
