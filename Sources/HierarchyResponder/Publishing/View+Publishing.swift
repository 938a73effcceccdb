#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Hands out an ``/HierarchyResponderCore/EventPublisher`` that sends events of type `E` *down* the
  /// hierarchy, to the `.subscribe(to:id:handler:)` subscribers inside this view.
  ///
  /// Use it for events that start outside the hierarchy (menu commands, deep
  /// links, intents, shake gestures). Subscribers are matched to the nearest
  /// publisher above them by **event type**, as in the predecessor.
  /// `destination` picks the subscribers by level (how deeply subscribers are
  /// nested in each other): `.lastLevel` (the default) reaches the deepest
  /// ones, the screen on top. `register` receives a new publisher whenever the
  /// selected subscribers change, and `nil` when none is left; store it and
  /// call it.
  ///
  /// - Parameters:
  ///   - event: The type of the events published.
  ///   - id: The identity of this publisher: it prefixes the ids of the
  ///     publishers handed out. Optional: when omitted, one is made for this
  ///     view and stays the same across body evaluations.
  ///   - destination: Which subscribers receive the events.
  ///   - register: Receives each new publisher, or `nil`.
  ///
  /// ```swift
  /// RootView()
  ///   .publisher(for: ShakeEvent.self) { controller.shake = $0 }
  /// ```
  public func publisher<E: Event>(
    for event: E.Type, id: String? = nil, destination: PublishingDestination = .default,
    register: @escaping (EventPublisher<E>?) -> Void
  ) -> some View {
    modifier(PublisherModifier<E>(id: id, destination: destination, register: register))
  }

  /// Subscribes this view to the events of type `E` published by the nearest
  /// `.publisher(for: E.self)` above it (subscribers are matched by event type).
  ///
  /// The subscription lives while the view is on screen. Subscribers nested
  /// inside this one are one level deeper. A subscriber with no publisher of
  /// its type above it is a safety infraction (it would receive nothing),
  /// treated as the `responderSafetyLevel` says.
  ///
  /// - Parameters:
  ///   - event: The type of the events received.
  ///   - id: A name for this subscriber (the predecessor's parameter); it does
  ///     not take part in matching. Optional.
  ///   - fileID: Where the subscriber is, for the runtime issue of a missing publisher.
  ///   - line: The line of the subscriber.
  ///   - handler: Runs for each event delivered to this subscriber.
  ///
  /// ```swift
  /// DetailScreen()
  ///   .subscribe(to: ShakeEvent.self) { _ in undo() }
  /// ```
  public func subscribe<E: Event>(
    to event: E.Type, id: String? = nil, fileID: StaticString = #fileID, line: UInt = #line,
    handler: @escaping @MainActor (E) -> Void
  ) -> some View {
    modifier(SubscriberModifier<E>(site: ResponderSite(fileID: fileID, line: line), handler: handler))
  }
}

/// The publishers' registries visible at this point, by event type.
struct SubscriptionContextsKey: EnvironmentKey {
  static let defaultValue = SubscriptionContexts()
}

extension EnvironmentValues {
  var subscriptionContexts: SubscriptionContexts {
    get { self[SubscriptionContextsKey.self] }
    set { self[SubscriptionContextsKey.self] = newValue }
  }
}

/// Owns the registry of one publisher and shows it to the subscribers inside.
struct PublisherModifier<E: Event>: ViewModifier {
  @Environment(\.subscriptionContexts) private var contexts
  /// Kept for the view's life, so the id (given or made) never changes.
  @State private var registry: SubscriptionRegistry<E>

  let destination: PublishingDestination
  let register: (EventPublisher<E>?) -> Void

  init(id: String?, destination: PublishingDestination, register: @escaping (EventPublisher<E>?) -> Void) {
    // A registry without an id makes one only when first asked: the discarded
    // instances of later evaluations cost no id.
    self._registry = State(initialValue: SubscriptionRegistry<E>(id: id, destination: destination))
    self.destination = destination
    self.register = register
  }

  func body(content: Content) -> some View {
    registry.register = register
    if registry.destination != destination {
      // A new destination re-issues the publisher, which calls the app's `register`
      // (it usually writes state): never during a body evaluation, so on the main
      // actor's next turn. (No `onChange`: its two spellings are deprecated at
      // visionOS 1 and unavailable before iOS 17, respectively.)
      let registry = registry, destination = destination
      Task { @MainActor in registry.destination = destination }
    }
    var inside = contexts
    inside[E.self] = SubscriptionContext(registry: registry)
    return content.environment(\.subscriptionContexts, inside)
  }
}

/// Registers one subscriber with the nearest publisher of its type while its
/// view is on screen.
struct SubscriberModifier<E: Event>: ViewModifier {
  @Environment(\.subscriptionContexts) private var contexts
  @Environment(\.responderSafetyLevel) private var safetyLevel
  @State private var subscription: EventSubscription<E>

  let site: ResponderSite
  let handler: @MainActor (E) -> Void

  init(site: ResponderSite, handler: @escaping @MainActor (E) -> Void) {
    self._subscription = State(initialValue: EventSubscription<E>(handler: handler))
    self.site = site
    self.handler = handler
  }

  func body(content: Content) -> some View {
    subscription.handler = handler
    let context = contexts[E.self]
    var inside = contexts
    inside[E.self] = context?.nested()
    return content
      .environment(\.subscriptionContexts, inside)
      .onAppear {
        guard let context else {
          // Under a spy (a screen tested on its own), the spy stands for the publishers.
          if contexts.isInsideSpy { return }
          ResponderDiagnostics.infraction(
            Messages.subscriberWithoutPublisher(typeName: "\(E.self)"), level: safetyLevel, site: site)
          return
        }
        context.subscribe(subscription)
      }
      .onDisappear { context?.unsubscribe(subscription) }
  }
}
