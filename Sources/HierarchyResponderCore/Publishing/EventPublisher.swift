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
///     .publisher(for: ShakeEvent.self, id: "shake") { shake = $0 }
///     .onReceive(shakes) { _ in shake?(ShakeEvent()) }
/// }
/// ```
///
/// Delivery is synchronous: the selected subscribers' handlers have run, in
/// order, when the call returns. A publisher always reaches the *current*
/// selection of its registry; once the `.publisher` modifier is gone, it does
/// nothing.
///
/// The ``id`` is a `String` (the predecessor used a `UUID`) so that the core
/// needs no Foundation. It is stable: it stays the same for as long as the
/// selection of subscribers is unchanged, and a re-issued publisher has a new
/// one. Two publishers are equal when their ids are.
public struct EventPublisher<E: Event>: Identifiable, Equatable, Sendable {
  /// Identifies this issue of the publisher (see the type's documentation).
  public let id: String
  private let deliver: @MainActor @Sendable (E) -> Void

  /// Creates a publisher that passes every event to `deliver` (for previews and tests).
  ///
  /// ```swift
  /// let publisher = EventPublisher<ShakeEvent>(id: "preview") { print($0) }
  /// ```
  public init(id: String, deliver: @escaping @MainActor @Sendable (E) -> Void) {
    self.id = id
    self.deliver = deliver
  }

  /// Publishes `event` to the selected subscribers.
  @MainActor
  public func callAsFunction(_ event: E) {
    deliver(event)
  }

  /// Publishes `event` to the selected subscribers; the same as calling the publisher.
  @MainActor
  public func publish(_ event: E) {
    deliver(event)
  }

  public static func == (lhs: EventPublisher, rhs: EventPublisher) -> Bool {
    lhs.id == rhs.id
  }
}
