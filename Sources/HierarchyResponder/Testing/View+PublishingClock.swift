#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The clock the publishers inside measure waiting values with; `nil` for the system clock.
struct PublishingClockKey: EnvironmentKey {
  static let defaultValue: (any PublishingClock)? = nil
}

extension EnvironmentValues {
  var publishingClock: (any PublishingClock)? {
    get { self[PublishingClockKey.self] }
    set { self[PublishingClockKey.self] = newValue }
  }
}

extension View {
  /// Gives the publishers inside this view the clock that measures how long published values wait
  /// (``/HierarchyResponderCore/UndeliveredPolicy/wait(upTo:reportsExpiry:)``).
  ///
  /// Apps do not need it: publishers use ``/HierarchyResponderCore/SystemPublishingClock`` by
  /// default. A test gives a clock it advances by hand, so that a value's expiry is tested
  /// without waiting (on HeadlessUI, its `HostClock`).
  ///
  /// - Parameter clock: The clock to measure waiting values with.
  ///
  /// ```swift
  /// // Fragment
  /// let clock = HostClock()
  /// let host = ViewHost(ShopApp().publishingClock(clock))
  /// clock.advance(by: 10)  // a value that waited 10 seconds expires
  /// ```
  public func publishingClock(_ clock: any PublishingClock) -> some View {
    environment(\.publishingClock, clock)
  }
}
