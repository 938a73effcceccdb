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
  /// on-screen ones, the screen the user sees. `register` receives a new publisher whenever the
  /// selected subscribers change, and `nil` when none is left; store it and
  /// call it.
  ///
  /// `undelivered` says what happens to a value no selected subscriber on screen
  /// receives: ``/HierarchyResponderCore/UndeliveredPolicy/drop`` (the default)
  /// drops it; ``/HierarchyResponderCore/UndeliveredPolicy/wait(upTo:reportsExpiry:)``
  /// keeps it until an eligible subscriber (inside this view, of type `E`, on
  /// screen) appears, then delivers it once at `destination` — a deep link that
  /// must wait for its tab to load or its screen to be pushed. A publisher that lets
  /// values wait is handed out as soon as this view appears, before any
  /// subscriber exists, and never as `nil`.
  ///
  /// - Parameters:
  ///   - event: The type of the events published.
  ///   - id: The identity of this publisher: it prefixes the ids of the
  ///     publishers handed out. Optional: when omitted, one is made for this
  ///     view and stays the same across body evaluations.
  ///   - destination: Which subscribers receive the events.
  ///   - undelivered: What happens to a value nobody on screen receives.
  ///   - fileID: Where the publisher is: journeys and runtime issues name it for the values
  ///     published through ``/HierarchyResponderCore/EventPublisher/publish``, which has no call site.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: The line of the publisher.
  ///   - column: the caller's column.
  ///   - register: Receives each new publisher, or `nil`.
  ///
  /// ```swift
  /// // Fragment
  /// RootView()
  ///   .publisher(for: ShakeEvent.self) { controller.shake = $0 }
  /// ```
  public func publisher<E: Event>(
    for event: E.Type, id: String? = nil, destination: PublishingDestination = .default,
    undelivered: UndeliveredPolicy = .drop, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, register: @escaping (EventPublisher<E>?) -> Void
  ) -> some View {
    modifier(
      PublisherModifier<E>(
        id: id, destination: destination, undelivered: undelivered,
        site: ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column), register: register))
  }

  /// Subscribes this view to the events of type `E` published by the nearest
  /// `.publisher(for: E.self)` above it (subscribers are matched by event type).
  ///
  /// The subscriber receives only while its view is on screen: appeared, and
  /// not covered by a pushed screen or in a deselected tab (those have
  /// disappeared), so a published event reaches the screen the user sees. A
  /// view under a presented sheet stays on screen. Subscribers of one level
  /// receive in tree (screen) order, kept when rows are inserted or reordered.
  /// Subscribers nested inside this one are one level deeper. A subscriber with
  /// no publisher of its type above it is a safety infraction (it would receive
  /// nothing), treated as the `responderSafetyLevel` says.
  ///
  /// - Parameters:
  ///   - event: The type of the events received.
  ///   - id: A name for this subscriber (the predecessor's parameter); it does
  ///     not take part in matching. Optional.
  ///   - fileID: Where the subscriber is, for the runtime issue of a missing publisher.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: The line of the subscriber.
  ///   - column: the caller's column.
  ///   - handler: Runs for each event delivered to this subscriber.
  ///
  /// ```swift
  /// // Fragment
  /// DetailScreen()
  ///   .subscribe(to: ShakeEvent.self) { _ in undo() }
  /// ```
  public func subscribe<E: Event>(
    to event: E.Type, id: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    handler: @escaping @MainActor (E) -> Void
  ) -> some View {
    modifier(SubscriberModifier<E>(site: ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column), handler: handler))
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
///
/// The registry lives in per-instance storage made once per view identity
/// (``LazyObjectStorage``), so the publisher's id (given or made) never changes
/// and a parent's re-evaluation allocates nothing. The subscribers inside report
/// their tree order through ``SubscriberOrderKey``; this modifier hands it to the
/// registry and hides it from publishers of the same type further out (the inner
/// publisher owns the subscribers inside it, as the environment says).
struct PublisherModifier<E: Event>: ViewModifier {
  @Environment(\.subscriptionContexts) private var contexts
  @Environment(\.publishingClock) private var clock
  @Environment(\.publishedValueJourneyObservers) private var observers
  @StateObject private var storage = LazyObjectStorage()

  let id: String?
  let destination: PublishingDestination
  let undelivered: UndeliveredPolicy
  let site: ResponderSite
  let register: (EventPublisher<E>?) -> Void

  func body(content: Content) -> some View {
    let registry = storage.object {
      let registry = SubscriptionRegistry<E>(id: id, destination: destination)
      registry.site = site
      return registry
    }
    let register = register
    // The scene (window) this publisher is in: steps published from it alone take it. Held
    // weakly: a registry outliving its window must not serve a window made later at its address.
    let scene = SceneAtWork.current()
    let sceneKnown = scene != nil
    registry.register = { [weak registry, weak scene] publisher in
      register(publisher)
      // Publishing steps built before this publisher existed take it (a parent's `onAppear` may
      // run before this modifier's).
      if let publisher, let registry, !sceneKnown || scene != nil {
        AwaitedPublishers.issued(publisher, by: registry, in: scene)
      }
    }
    registry.undelivered = undelivered
    registry.clock = clock
    // Inner observers first, as for event journeys (ARCHITECTURE.md, Journeys).
    registry.observers = observers.reversed()
    if registry.destination != destination {
      // A new destination re-issues the publisher, which calls the app's `register`
      // (it usually writes state): never during a body evaluation, so on the main
      // actor's next turn. (No `onChange`: its two spellings are deprecated at
      // visionOS 1 and unavailable before iOS 17, respectively.)
      let destination = destination
      Task { @MainActor in registry.destination = destination }
    }
    var inside = contexts
    inside[E.self] = SubscriptionContext(registry: registry)
    return content
      .environment(\.subscriptionContexts, inside)
      .onPreferenceChange(SubscriberOrderKey<E>.self) { order in
        // SwiftUI runs preference actions on the main thread.
        MainActor.assumeIsolated { registry.arrange(order) }
      }
      .transformPreference(SubscriberOrderKey<E>.self) { $0 = SubscriberOrder() }
      .onAppear { registry.issueIfWaiting() }
  }
}

/// Makes one subscriber a member of the nearest publisher of its type while its
/// view is on screen, and reports its place in the tree.
///
/// On screen means appeared and not disappeared: a screen covered by a pushed
/// screen, or in a deselected tab, has disappeared and receives nothing until it
/// appears again. Its place in the tree travels up through ``SubscriberOrderKey``
/// (its own entry before those of the subscribers inside it: tree order), so that
/// the publisher delivers to one level's subscribers in screen order, whatever the
/// order in which they appeared.
struct SubscriberModifier<E: Event>: ViewModifier {
  @Environment(\.subscriptionContexts) private var contexts
  @Environment(\.responderSafetyLevel) private var safetyLevel
  @StateObject private var storage = LazyObjectStorage()

  let site: ResponderSite
  let handler: @MainActor (E) -> Void

  func body(content: Content) -> some View {
    let subscription = storage.object { EventSubscription<E>(site: site, handler: handler) }
    subscription.handler = handler
    let context = contexts[E.self]
    var inside = contexts
    inside[E.self] = context?.nested()
    let isListed = context != nil
    return content
      .environment(\.subscriptionContexts, inside)
      .transformPreference(SubscriberOrderKey<E>.self) { order in
        if isListed { order.enclose(subscription) }
      }
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
