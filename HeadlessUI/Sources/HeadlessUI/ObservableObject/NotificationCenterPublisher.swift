import Foundation

#if !canImport(Combine)
  @preconcurrency import OpenCombine

  // Foundation's Combine overlay gives apps `NotificationCenter.default.publisher(for:)`, the
  // publisher they pass to `onReceive`; it is Foundation's, not SwiftUI's. Where Apple's Combine
  // is absent, HeadlessUI gives the same shape on OpenCombine: a posted notification reaches the
  // subscribers on the posting thread, and `onReceive` runs its action on the main actor.

  extension NotificationCenter {
    /// A publisher that emits elements when broadcasting notifications.
    ///
    /// ```swift
    /// // Fragment
    /// Text(status).onReceive(NotificationCenter.default.publisher(for: .didLock)) { _ in locked = true }
    /// ```
    public struct Publisher: OpenCombine.Publisher {
      public typealias Output = Notification
      public typealias Failure = Never

      /// The notification center this publisher uses as a source.
      public let center: NotificationCenter
      /// The name of notifications published by this publisher.
      public let name: Notification.Name
      /// The object posting the named notification.
      public let object: AnyObject?

      /// Creates a publisher that emits events when broadcasting notifications.
      ///
      /// - Parameters:
      ///   - center: The notification center to publish notifications for.
      ///   - name: The name of the notification to publish.
      ///   - object: The object posting the named notification. If `nil`, the publisher emits
      ///     elements for any object producing a notification with the given name.
      public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
        self.center = center
        self.name = name
        self.object = object
      }

      /// Attaches `subscriber`: it receives the notifications posted from now until it cancels.
      ///
      /// - Parameter subscriber: The subscriber to attach.
      public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Notification {
        let subscription = NotificationSubscription(subscriber: AnySubscriber(subscriber))
        subscriber.receive(subscription: subscription)
        subscription.observe(center, name: name, object: object)
      }
    }

    /// Returns a publisher that emits events when broadcasting notifications.
    ///
    /// - Parameters:
    ///   - name: The name of the notification to publish.
    ///   - object: The object posting the named notification. If `nil`, the publisher emits
    ///     elements for any object producing a notification with the given name.
    /// - Returns: A publisher that emits events when broadcasting notifications.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
      NotificationCenter.Publisher(center: self, name: name, object: object)
    }
  }

  /// One subscriber's observation of a notification center: it forwards each posted notification
  /// while the subscriber has demand, and removes the observer when cancelled. Locked storage: its mutable state is read and written under `lock`.
  private final class NotificationSubscription: Subscription, @unchecked Sendable {
    private typealias Target = AnySubscriber<Notification, Never>
    private let lock = NSLock()
    private var subscriber: Target?
    private var demand = Subscribers.Demand.none
    private var observation: (center: NotificationCenter, token: NSObjectProtocol)?

    init(subscriber: AnySubscriber<Notification, Never>) {
      self.subscriber = subscriber
    }

    func observe(_ center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
      let token = center.addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
        self?.forward(notification)
      }
      let cancelled = lock.withLock {
        guard subscriber != nil else { return true }
        observation = (center, token)
        return false
      }
      if cancelled { center.removeObserver(token) }
    }

    private func forward(_ notification: Notification) {
      let target: Target? = lock.withLock {
        guard let subscriber, demand > 0 else { return nil }
        demand -= 1
        return subscriber
      }
      guard let target else { return }
      let more = target.receive(notification)
      lock.withLock { demand += more }
    }

    func request(_ demand: Subscribers.Demand) {
      lock.withLock { self.demand += demand }
    }

    func cancel() {
      let ended = lock.withLock {
        subscriber = nil
        defer { observation = nil }
        return observation
      }
      if let ended { ended.center.removeObserver(ended.token) }
    }
  }
#endif
