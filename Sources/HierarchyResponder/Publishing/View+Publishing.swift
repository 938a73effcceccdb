#if canImport(SwiftUI)
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Hands out an ``/HierarchyResponderCore/EventPublisher`` that sends events of type `E` *down* the
  /// hierarchy, to the `.subscribe(to:id:handler:)` subscribers inside this view.
  ///
  /// Use it for events that start outside the hierarchy (menu commands, deep
  /// links, intents, shake gestures). `destination` picks the subscribers by
  /// level (how deeply subscribers are nested in each other): `.lastLevel`
  /// (the default) reaches the deepest ones, the screen on top. `register`
  /// receives a new publisher whenever the selected subscribers change, and
  /// `nil` when none is left; store it and call it.
  ///
  /// ```swift
  /// RootView()
  ///   .publisher(for: ShakeEvent.self, id: "shake") { controller.shake = $0 }
  /// ```
  public func publisher<E: Event>(
    for event: E.Type, id: String, destination: PublishingDestination = .default,
    register: @escaping (EventPublisher<E>?) -> Void
  ) -> some View {
    modifier(PublisherModifier<E>(id: id, destination: destination, register: register))
  }

  /// Subscribes this view to the events of type `E` published by the nearest
  /// `.publisher(for:id:…)` above it with the same `id`.
  ///
  /// The subscription lives while the view is on screen. Subscribers nested
  /// inside this one are one level deeper.
  ///
  /// ```swift
  /// DetailScreen()
  ///   .subscribe(to: ShakeEvent.self, id: "shake") { _ in undo() }
  /// ```
  public func subscribe<E: Event>(
    to event: E.Type, id: String, handler: @escaping @MainActor (E) -> Void
  ) -> some View {
    modifier(SubscriberModifier<E>(id: id, handler: handler))
  }
}

/// The publishers' registries visible at this point, by event type and id.
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
  @State private var registry: SubscriptionRegistry<E>

  let destination: PublishingDestination
  let register: (EventPublisher<E>?) -> Void

  init(id: String, destination: PublishingDestination, register: @escaping (EventPublisher<E>?) -> Void) {
    self._registry = State(initialValue: SubscriptionRegistry<E>(id: id, destination: destination))
    self.destination = destination
    self.register = register
  }

  func body(content: Content) -> some View {
    registry.register = register
    var inside = contexts
    inside[E.self, id: registry.id] = SubscriptionContext(registry: registry)
    return content
      .environment(\.subscriptionContexts, inside)
      .onAppear { registry.destination = destination }
      .onChange(of: destination) { registry.destination = $0 }
  }
}

/// Registers one subscriber with the nearest publisher while its view is on screen.
struct SubscriberModifier<E: Event>: ViewModifier {
  @Environment(\.subscriptionContexts) private var contexts
  @State private var subscription: EventSubscription<E>

  let id: String
  let handler: @MainActor (E) -> Void

  init(id: String, handler: @escaping @MainActor (E) -> Void) {
    self._subscription = State(initialValue: EventSubscription<E>(handler: handler))
    self.id = id
    self.handler = handler
  }

  func body(content: Content) -> some View {
    subscription.handler = handler
    let context = contexts[E.self, id: id]
    var inside = contexts
    inside[E.self, id: id] = context?.nested()
    return content
      .environment(\.subscriptionContexts, inside)
      .onAppear { context?.subscribe(subscription) }
      .onDisappear { context?.unsubscribe(subscription) }
  }
}
