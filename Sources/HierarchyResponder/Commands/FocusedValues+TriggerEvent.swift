#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The focused value under which the layer publishes responder positions.
struct TriggerEventFocusedValueKey: FocusedValueKey {
  typealias Value = TriggerEvent
}

extension FocusedValues {
  /// Triggers events from the focused view of the key window — the position its own
  /// `triggerEvent` sends from — or, when nothing has focus, from inside every window-level
  /// responder (the innermost of them); `nil` when the key window has no responders.
  ///
  /// Every responder modifier publishes the position it gives its content, so the value is
  /// there without any modifier of yours: SwiftUI hands `@FocusedValue` the value published
  /// closest to the focused view, which is the focused view's own position. Menu commands read
  /// it (``EventCommand`` does), and so can any view:
  ///
  /// ```swift
  /// // Fragment
  /// struct EditCommands: Commands {
  ///   @FocusedValue(\.triggerEvent) private var triggerEvent
  ///
  ///   var body: some Commands {
  ///     CommandGroup(after: .pasteboard) {
  ///       Button("Archive") { triggerEvent?(ArchiveEvent()) }
  ///         .disabled(triggerEvent?.hasResponder(for: ArchiveEvent.self) != true)
  ///     }
  ///   }
  /// }
  /// ```
  public var triggerEvent: TriggerEvent? {
    get { self[TriggerEventFocusedValueKey.self] }
    set { self[TriggerEventFocusedValueKey.self] = newValue }
  }
}

/// Where responders that are not the innermost window-level one publish their scene value:
/// nobody reads it.
struct NestedResponderPositionKey: FocusedValueKey {
  typealias Value = TriggerEvent
}

extension FocusedValues {
  /// The scene value of responders that are not the innermost window-level one (unread: see
  /// `ResponderPositionModifier`).
  var nestedResponderPosition: TriggerEvent? {
    get { self[NestedResponderPositionKey.self] }
    set { self[NestedResponderPositionKey.self] = newValue }
  }
}
