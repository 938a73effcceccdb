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
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///
  /// On tvOS it needs tvOS 16, where SwiftUI's tap gestures start; the rest of the package
  /// supports tvOS 15.
  @available(tvOS 16.0, *)
  public func onTapGesture(
    count: Int = 1, trigger event: @autoclosure @escaping () -> any Event,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> some View {
    modifier(TapTriggerModifier(count: count, event: event, fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// Reads `triggerEvent` where it is applied, and triggers on tap.
@available(tvOS 16.0, *)
struct TapTriggerModifier: ViewModifier {
  @Environment(\.triggerEvent) private var triggerEvent
  let count: Int
  let event: () -> any Event
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  func body(content: Content) -> some View {
    content.onTapGesture(count: count) {
      triggerEvent(event(), fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}
