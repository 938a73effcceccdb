#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// A button that triggers an event instead of running an action.
///
/// The event is made when the button is tapped (it is an autoclosure), and
/// triggered from the button's position in the hierarchy; journeys and runtime
/// issues name the line where the button was written.
///
/// ```swift
/// // Fragment
/// // Before:
/// Button("Tap Me") { triggerEvent(MyEvent()) }
/// // After:
/// EventButton("Tap Me", event: MyEvent())
/// EventButton(DeleteEvent(item), role: .destructive) { Label("Delete", systemImage: "trash") }
/// ```
public struct EventButton<Label: View>: View {
  @Environment(\.triggerEvent) private var triggerEvent

  private let event: () -> any Event
  private let role: ButtonRole?
  private let label: Label
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt
  /// Set by ``disabled(when:)`` and ``disabledWithoutResponder(_:)``.
  private var disabling: EventButtonDisabling = []

  /// Creates a button with a custom label that triggers `event`.
  ///
  /// - Parameters:
  ///   - event: the event to trigger, made when the button is tapped.
  ///   - fileID: the caller's file: the event's origin in journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - label: the button's label.
  public init(
    _ event: @autoclosure @escaping () -> any Event, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    @ViewBuilder label: () -> Label
  ) {
    self.init(event(), role: nil, fileID: fileID, filePath: filePath, line: line, column: column, label: label)
  }

  /// Creates a button with a role and a custom label that triggers `event`.
  ///
  /// - Parameters:
  ///   - event: the event to trigger, made when the button is tapped.
  ///   - role: the button's role, such as `.destructive`, or `nil`.
  ///   - fileID: the caller's file: the event's origin in journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - label: the button's label.
  public init(
    _ event: @autoclosure @escaping () -> any Event, role: ButtonRole?, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, @ViewBuilder label: () -> Label
  ) {
    self.event = event
    self.role = role
    self.label = label()
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// A `Button` with the label, role and event given at creation; with ``disabled(when:)`` or
  /// ``disabledWithoutResponder(_:)``, disabled for the reasons chosen.
  @ViewBuilder
  public var body: some View {
    if disabling.isEmpty {
      Button(role: role) {
        triggerEvent(event(), fileID: fileID, filePath: filePath, line: line, column: column)
      } label: {
        label
      }
    } else {
      DisablingEventButton(
        disabling: disabling, event: event, role: role, label: label, fileID: fileID, filePath: filePath, line: line,
        column: column)
    }
  }

  /// Disables the button for each reason in `reasons` that holds: any one disables it.
  ///
  /// - ``EventButtonDisabling/noResponder``: no responder outer to the button takes its event's
  ///   type (``/HierarchyResponderCore/TriggerEvent/hasResponder(for:)``);
  /// - ``EventButtonDisabling/validation``: the responder that would receive it declares it
  ///   disabled (``/HierarchyResponderCore/TriggerEvent/eventState(for:)``); the button
  ///   also shows the state's toggle and title;
  /// - ``EventButtonDisabling/handling``: an asynchronous responder is still working on the event
  ///   the button sent (its outcome is pending), or on a retry of it that error recovery sent (a
  ///   Retry the user picked after the event's responder threw); the button enables itself again
  ///   when that trip ends, however it ends.
  ///
  /// ```swift
  /// // Fragment
  /// EventButton("Pay", event: PayEvent(order)).disabled(when: [.noResponder, .validation, .handling])
  /// ```
  ///
  /// With ``EventButtonDisabling/noResponder`` or ``EventButtonDisabling/validation``, the button
  /// makes its event at each evaluation to learn its type (nothing is sent), and is re-evaluated
  /// when the responders outer to it change.
  ///
  /// - Parameter reasons: the reasons to disable the button for; `[]` for none.
  /// - Returns: the button, disabled whenever one of `reasons` holds.
  public func disabled(when reasons: EventButtonDisabling) -> EventButton {
    var copy = self
    copy.disabling = reasons
    return copy
  }

  /// Disables the button while no responder outer to it takes its event's type
  /// (``/HierarchyResponderCore/TriggerEvent/hasResponder(for:)``), as a menu item with no
  /// target greys out, and shows what the responder that would receive it declares
  /// (``/HierarchyResponderCore/TriggerEvent/eventState(for:)``): disabled, a toggle
  /// for an on/off state, the state's title.
  ///
  /// The button makes its event at each evaluation to learn its type (nothing is sent); it is
  /// re-evaluated when the responders outer to it change.
  ///
  /// The shorthand for `disabled(when: .unavailable)` (``EventButtonDisabling/noResponder`` and
  /// ``EventButtonDisabling/validation``); it keeps a ``EventButtonDisabling/handling`` chosen
  /// with ``disabled(when:)``.
  ///
  /// ```swift
  /// // Fragment
  /// EventButton("Share", event: ShareEvent(post)).disabledWithoutResponder()
  /// ```
  ///
  /// - Parameter isActive: whether the button validates its event (`true` by default).
  /// - Returns: the button, validating its event when `isActive`.
  @available(*, deprecated, renamed: "disabled(when:)", message: "Write disabled(when: .unavailable).")
  public func disabledWithoutResponder(_ isActive: Bool = true) -> EventButton {
    var copy = self
    if isActive { copy.disabling.formUnion(.unavailable) } else { copy.disabling.subtract(.unavailable) }
    return copy
  }
}

extension EventButton where Label == Text {
  /// Creates a button with a localized title that triggers `event`.
  ///
  /// - Parameters:
  ///   - titleKey: the button's localized title.
  ///   - event: the event to trigger, made when the button is tapped.
  ///   - fileID: the caller's file: the event's origin in journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  public init(
    _ titleKey: LocalizedStringKey, event: @autoclosure @escaping () -> any Event,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    self.init(event(), role: nil, fileID: fileID, filePath: filePath, line: line, column: column) { Text(titleKey) }
  }

  /// Creates a button with a localized title and a role that triggers `event`.
  ///
  /// - Parameters:
  ///   - titleKey: the button's localized title.
  ///   - role: the button's role, such as `.destructive`, or `nil`.
  ///   - event: the event to trigger, made when the button is tapped.
  ///   - fileID: the caller's file: the event's origin in journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, event: @autoclosure @escaping () -> any Event,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    self.init(event(), role: role, fileID: fileID, filePath: filePath, line: line, column: column) { Text(titleKey) }
  }

  /// Creates a button with a verbatim title that triggers `event`.
  ///
  /// - Parameters:
  ///   - title: the button's title, shown as is.
  ///   - event: the event to trigger, made when the button is tapped.
  ///   - fileID: the caller's file: the event's origin in journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, event: @autoclosure @escaping () -> any Event, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    self.init(event(), role: nil, fileID: fileID, filePath: filePath, line: line, column: column) { Text(title) }
  }

  /// Creates a button with a verbatim title and a role that triggers `event`.
  ///
  /// - Parameters:
  ///   - title: the button's title, shown as is.
  ///   - role: the button's role, such as `.destructive`, or `nil`.
  ///   - event: the event to trigger, made when the button is tapped.
  ///   - fileID: the caller's file: the event's origin in journeys and runtime issues.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, event: @autoclosure @escaping () -> any Event,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    self.init(event(), role: role, fileID: fileID, filePath: filePath, line: line, column: column) { Text(title) }
  }
}

/// The body of an ``EventButton`` that disables itself for some reasons: only such buttons read
/// the validations outer to them (and are re-evaluated when a validation's state changes), and
/// only such buttons ask for their event's outcome.
private struct DisablingEventButton<Label: View>: View {
  @Environment(\.triggerEvent) private var triggerEvent
  @Environment(\.validationTrail) private var validations
  /// How many events this button sent are still being handled.
  @State private var handling = 0

  let disabling: EventButtonDisabling
  let event: () -> any Event
  let role: ButtonRole?
  let label: Label
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  var body: some View {
    var state = availability
    if handling > 0 { state?.isEnabled = false }
    let (triggerEvent, event, fileID, filePath, line, column) = (triggerEvent, event, fileID, filePath, line, column)
    let handles = disabling.contains(.handling)
    let handlingCount = $handling
    return EventStateControl(state: state, role: role, label: label) {
      // Only a button that waits for its event asks for the outcome (which allocates a recorder).
      guard handles else {
        return triggerEvent(event(), fileID: fileID, filePath: filePath, line: line, column: column)
      }
      // A retry of the event (error recovery) is the button's own while it runs, as the first send.
      let follow: @MainActor (EventOutcome) -> Void = { outcome in
        guard case .pending(let pending) = outcome else { return }
        handlingCount.wrappedValue += 1
        pending.whenEnded { _ in handlingCount.wrappedValue -= 1 }
      }
      follow(triggerEvent.send(event(), fileID: fileID, filePath: filePath, line: line, column: column, whenRetried: follow))
    }
  }

  /// What the responders outer to the button say, for the reasons that look at them: `nil`
  /// disables (no responder, with ``EventButtonDisabling/noResponder``).
  private var availability: EventState? {
    let looksAtResponders = !disabling.isDisjoint(with: .unavailable)
    guard looksAtResponders else { return .enabled }
    _ = validations
    let found = triggerEvent.chain.eventState(for: type(of: event()))
    switch (found, disabling.contains(.noResponder), disabling.contains(.validation)) {
    case (nil, true, _): return nil
    case (nil, false, _): return .enabled
    case (let state?, _, true): return state
    case (.some, _, false): return .enabled
    }
  }
}
