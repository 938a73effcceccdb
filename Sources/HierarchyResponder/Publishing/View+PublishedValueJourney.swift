#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The observers of published values' journeys visible at this point, outermost first.
struct PublishedValueJourneyObserversKey: EnvironmentKey {
  static let defaultValue: [@MainActor @Sendable (PublishedValueJourney) -> Void] = []
}

extension EnvironmentValues {
  var publishedValueJourneyObservers: [@MainActor @Sendable (PublishedValueJourney) -> Void] {
    get { self[PublishedValueJourneyObserversKey.self] }
    set { self[PublishedValueJourneyObserversKey.self] = newValue }
  }
}

extension View {
  /// Observes the journeys of the values published, with a waiting policy, by the publishers
  /// inside this view: when a value starts waiting (`pending`), and when it is
  /// handled (by which subscribers), cancelled (superseded by a newer value or not) or dropped
  /// (expired or not), with the time it waited.
  ///
  /// Observers run on the main actor, inner observers first. Publishers without a waiting
  /// policy report nothing.
  ///
  /// - Parameter observer: Receives each ``/HierarchyResponderCore/PublishedValueJourney``.
  ///
  /// ```swift
  /// // Fragment
  /// ShopRoot()
  ///   .publisher(for: OpenOrder.self, undelivered: .wait(upTo: 10)) { openOrder = $0 }
  ///   .onPublishedValueJourney { journey in log(journey.description) }
  /// ```
  public func onPublishedValueJourney(perform observer: @escaping @MainActor @Sendable (PublishedValueJourney) -> Void)
    -> some View
  {
    transformEnvironment(\.publishedValueJourneyObservers) { $0.append(observer) }
  }
}
