#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// A position in the responder chain, captured from a view with `captureResponderPosition(_:)`:
/// what a view at that point reads as `@Environment(\.triggerEvent)` and
/// `@Environment(\.reportError)`.
///
/// A test that hosts a view (in a `UIHostingController` or an `NSHostingView` on Apple
/// platforms, where it cannot tap) sends events and errors from the position as the view would.
///
/// ```swift
/// // Fragment
/// var position: ResponderPosition?
/// let screen = Color.clear
///   .captureResponderPosition { position = $0 }
///   .handleEvent(ToggleTodoEvent.self) { event in store.toggle(id: event.id) }
/// // …host `screen`, then:
/// position?.triggerEvent(ToggleTodoEvent(id: 1))
/// ```
public struct ResponderPosition: Sendable {
  /// Triggers events from this position.
  public let triggerEvent: TriggerEvent
  /// Reports errors from this position.
  public let reportError: ReportError
}

extension View {
  /// Hands `capture` the responder position of this view — the `triggerEvent` and `reportError`
  /// the view reads from its environment — so that a test can send events and errors as the
  /// view would.
  ///
  /// `capture` is called when this modifier is evaluated: when the view is first laid out, and
  /// again when the responders outer to it change. Store the position; do not change view state
  /// in it. Events sent from it reach the responders outer to this view, as the view's own
  /// would (not those inside it).
  ///
  /// ```swift
  /// // Fragment
  /// var position: ResponderPosition?
  /// let host = UIHostingController(rootView: TodoProbe().captureResponderPosition { position = $0 })
  /// host.view.layoutIfNeeded()
  /// position?.triggerEvent(SaveTodosEvent())
  /// ```
  ///
  /// - Parameter capture: receives the position.
  public func captureResponderPosition(_ capture: @escaping @MainActor (ResponderPosition) -> Void) -> some View {
    modifier(CaptureResponderPositionModifier(capture: capture))
  }
}

/// Reads the position where it is applied and hands it to the test.
struct CaptureResponderPositionModifier: ViewModifier {
  @Environment(\.triggerEvent) private var triggerEvent
  @Environment(\.reportError) private var reportError
  let capture: @MainActor (ResponderPosition) -> Void

  func body(content: Content) -> some View {
    capture(ResponderPosition(triggerEvent: triggerEvent, reportError: reportError))
    return content
  }
}
