#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Observes the journey of every event, error and request sent from inside this view:
  /// the responders it crossed, what each did, and where it ended.
  ///
  /// Recording costs nothing while no observer is installed. Observers run on
  /// the main actor when the journey ends, inner observers first.
  ///
  /// ```swift
  /// // Fragment
  /// ContentView()
  ///   .onJourney { journey in
  ///     analytics.track(journey.path.joined(separator: ">"))
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - observer: receives the journey of each value sent from inside this view, when it ends.
  public func onJourney(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ observer: @escaping (Journey) -> Void
  ) -> some View {
    positioned(
      AnchoredNodeModifier<JourneyObserverNode>(fileID: fileID, filePath: filePath, line: line, column: column) { anchor, chain, site in
        anchor.update(parent: chain, site: site, observer: observer)
      })
  }

  /// The former name of ``onJourney(fileID:filePath:line:column:_:)``.
  ///
  /// - Parameters:
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - observer: receives the journey of each value sent from inside this view, when it ends.
  @available(*, deprecated, renamed: "onJourney(fileID:filePath:line:column:_:)")
  public func onEventJourney(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ observer: @escaping (Journey) -> Void
  ) -> some View {
    onJourney(fileID: fileID, filePath: filePath, line: line, column: column, observer)
  }

  /// Names the responders inside this view (those written before this
  /// modifier), so that journeys and runtime issues show the name.
  ///
  /// ```swift
  /// // Fragment
  /// FeedList()
  ///   .handleEvent(LikeEvent.self) { like($0.post) }
  ///   .responderName("Feed")
  /// ```
  ///
  /// - Parameter name: the name that journeys and runtime issues show for the responders below.
  public func responderName(_ name: String) -> some View {
    modifier(ResponderNameModifier(name: name))
  }
}

/// Names the responders of its content (a modifier rather than a bare environment write, so
/// that HeadlessUI's `render()` leaves it out with the library's other modifiers).
struct ResponderNameModifier: ViewModifier {
  let name: String

  func body(content: Content) -> some View {
    content.environment(\.responderName, name)
  }
}
