#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension View {
  /// Triggers an event when the view is tapped `count` times, like
  /// `onTapGesture(count:perform:)` with an event instead of a closure.
  ///
  /// The event is made at tap time.
  ///
  /// ```swift
  /// ItemPreview(item)
  ///   .onTapGesture(trigger: ItemSelectionEvent(item: item))
  /// ```
  ///
  /// - Parameters:
  ///   - count: the number of taps that trigger the event.
  ///   - event: the event to trigger, made at tap time.
  ///   - fileID: the caller's file: the event's origin in journeys and runtime issues.
  ///   - line: the caller's line.
  ///
  /// On tvOS it needs tvOS 16, where SwiftUI's tap gestures start; the rest of the package
  /// supports tvOS 15.
  @available(tvOS 16.0, *)
  public func onTapGesture(
    count: Int = 1, trigger event: @autoclosure @escaping () -> any Event,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    modifier(TapTriggerModifier(count: count, event: event, fileID: fileID, line: line))
  }
}

/// Reads `triggerEvent` where it is applied, and triggers on tap.
@available(tvOS 16.0, *)
struct TapTriggerModifier: ViewModifier {
  @Environment(\.triggerEvent) private var triggerEvent
  let count: Int
  let event: () -> any Event
  let fileID: StaticString
  let line: UInt

  func body(content: Content) -> some View {
    content.onTapGesture(count: count) {
      triggerEvent(event(), fileID: fileID, line: line)
    }
  }
}
