#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// A view type that validates events (``EventValidationModifier``), found by type in a modifier
/// spine.
protocol EventValidating {}

/// The modifier behind `validateEvent` and `handleEvent(_:isEnabled:…)`: a validation node on
/// the chain, kept across body evaluations like a responder's, with the state the latest
/// evaluation computed.
///
/// The validation runs in this modifier's body, so it reads what the view's body reads (its
/// state, its observable models) and runs again when that changes; the trail it publishes
/// changes with the state, which re-evaluates the commands and buttons on its path.
struct EventValidationModifier<Value>: ResponderPositionGiving, EventValidating {
  @Environment(\.responderPlace) private var place
  @Environment(\.validationTrail) private var trail
  @StateObject private var storage = AnchorStorage()

  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  let validation: () -> EventState
  var contentType: Any.Type = Never.self
  /// Whether this view is, through modifiers only, another validation: then that one, not this
  /// one, publishes the window's trail.
  var wrapsValidation = false

  func body(content: Content) -> some View {
    let state = validation()
    let site = ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column, name: place.name)
    let inside = storage.anchor(for: EventValidationNode.self).update(parent: place.chain, validating: Value.self, site: site, state: state)
    let isWindowLevel = place.continuesWindowLevel || place.chain.isWithoutEventResponders
    let inner = inside.node.map { trail.adding(ObjectIdentifier($0), state: state) } ?? trail
    return content.responderPosition(inside, parent: place, wrapsPosition: storage.wrapsPosition(contentType))
      .modifier(ValidationTrailModifier(trail: inner, publishesForWindow: isWindowLevel && !wrapsValidation))
  }
}

extension View {
  /// Declares the state of the commands and buttons that send events of type `E` to the
  /// responder outer to this modifier: whether they can be chosen, and optionally a checkmark
  /// and a title.
  ///
  /// The first responder on a command's path that takes `E` decides its state: the first
  /// validation of `E` met on the way to it, or enabled when there is none. Write the validation
  /// before (inside) the responder it describes, as AppKit's `validateMenuItem(_:)` belongs to
  /// the object that implements the action. ``EventCommand`` shows the state (disabled, a
  /// checkmark, the title), and so does an ``EventButton`` with
  /// ``EventButton/disabled(when:)`` and ``EventButtonDisabling/validation``.
  ///
  /// `validation` runs when this view's body runs, so it reads the view's state and the
  /// observable models it uses, and runs again when they change: the commands follow without
  /// polling. It describes what commands and buttons show: an event a view triggers directly is
  /// delivered whatever the state says, as AppKit's validation governs the menu item, not
  /// `sendAction`.
  ///
  /// ```swift
  /// // Fragment
  /// EditorView(text: $text)
  ///   .validateEvent(ToggleBoldEvent.self) { EventState(isEnabled: !text.isEmpty, isOn: isBold) }
  ///   .handleEvent(ToggleBoldEvent.self) { isBold.toggle() }
  /// ```
  ///
  /// - Parameters:
  ///   - type: the event type whose commands it describes.
  ///   - fileID: the caller's file: where journeys and runtime issues place this validation.
  ///   - filePath: the caller's file path.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - validation: the state of the commands, computed when this view's body runs.
  public func validateEvent<E: Event>(
    _ type: E.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ validation: @escaping () -> EventState
  ) -> some View {
    positioned(
      EventValidationModifier<E>(
        fileID: fileID, filePath: filePath, line: line, column: column, validation: validation,
        wrapsValidation: Self.isModified { $0 is any EventValidating.Type }))
  }

  /// Registers a responder that handles events of type `E`, and is enabled for commands and
  /// buttons only while `isEnabled` is `true`.
  ///
  /// The same as ``validateEvent(_:fileID:filePath:line:column:_:)`` with
  /// `EventState(isEnabled: isEnabled)` written just inside a typed `handleEvent`: a Delete
  /// command greys out while nothing is selected, though this responder is on its path.
  ///
  /// ```swift
  /// // Fragment
  /// NotesList(selection: $selection)
  ///   .handleEvent(DeleteNoteEvent.self, isEnabled: selection != nil) { _ in
  ///     delete(selection)
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - type: the type of the events it acts on; every other event passes on untouched.
  ///   - isEnabled: whether the commands and buttons that send `E` here can be chosen.
  ///   - phase: when it is asked: ``/HierarchyResponderCore/ResponderPhase/bubble`` (inner to
  ///     outer, by default), ``/HierarchyResponderCore/ResponderPhase/capture`` (before the inner
  ///     responders; its own `isEnabled` decides for the commands it takes) or
  ///     ``/HierarchyResponderCore/ResponderPhase/fallback`` (only when no other responder takes
  ///     the value).
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - handler: handles the event. What it throws is reported as an error from this
  ///     responder's position.
  public func handleEvent<E: Event>(
    _ type: E.Type, isEnabled: Bool, phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, handler: @escaping (E) throws -> Void
  ) -> some View {
    validateEvent(type, fileID: fileID, filePath: filePath, line: line, column: column) { EventState(isEnabled: isEnabled) }
      .handleEvent(type, phase: phase, fileID: fileID, filePath: filePath, line: line, column: column, handler: handler)
  }

  /// Registers a responder that handles events of type `E` without reading them, enabled for
  /// commands and buttons only while `isEnabled` is `true`.
  ///
  /// - Parameters:
  ///   - type: the type of the events it acts on; every other event passes on untouched.
  ///   - isEnabled: whether the commands and buttons that send `E` here can be chosen.
  ///   - phase: when it is asked: ``/HierarchyResponderCore/ResponderPhase/bubble`` (inner to
  ///     outer, by default), ``/HierarchyResponderCore/ResponderPhase/capture`` (before the inner
  ///     responders; its own `isEnabled` decides for the commands it takes) or
  ///     ``/HierarchyResponderCore/ResponderPhase/fallback`` (only when no other responder takes
  ///     the value).
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - handler: handles the event. What it throws is reported as an error from this
  ///     responder's position.
  public func handleEvent<E: Event>(
    _ type: E.Type, isEnabled: Bool, phase: ResponderPhase = .bubble, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, handler: @escaping () throws -> Void
  ) -> some View {
    validateEvent(type, fileID: fileID, filePath: filePath, line: line, column: column) { EventState(isEnabled: isEnabled) }
      .handleEvent(type, phase: phase, fileID: fileID, filePath: filePath, line: line, column: column, handler: handler)
  }

  /// The asynchronous form of the typed `handleEvent(_:isEnabled:handler:)`. The work belongs
  /// to this view for as long as it exists, and `inFlight` says what an event arriving while
  /// the work for a previous one still runs does.
  ///
  /// ```swift
  /// // Fragment
  /// NotesList(selection: $selection)
  ///   .handleEvent(ExportNoteEvent.self, isEnabled: selection != nil, inFlight: .dropNew) { event in
  ///     try await exporter.export(event.noteID)
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - type: the type of the events it acts on; every other event passes on untouched.
  ///   - isEnabled: whether the commands and buttons that send `E` here can be chosen.
  ///   - phase: when it is asked: ``/HierarchyResponderCore/ResponderPhase/bubble`` (inner to
  ///     outer, by default), ``/HierarchyResponderCore/ResponderPhase/capture`` (before the inner
  ///     responders; its own `isEnabled` decides for the commands it takes) or
  ///     ``/HierarchyResponderCore/ResponderPhase/fallback`` (only when no other responder takes
  ///     the value).
  ///   - inFlight: what an event arriving while the work for a previous one still runs does
  ///     (``/HierarchyResponderCore/InFlightPolicy``); `.concurrent` by default.
  ///   - fileID: the caller's file: where journeys and runtime issues place this responder.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line.
  ///   - column: the caller's column.
  ///   - handler: handles the event. What it throws is reported as an error from this
  ///     responder's position.
  public func handleEvent<E: Event>(
    _ type: E.Type, isEnabled: Bool, phase: ResponderPhase = .bubble, inFlight: InFlightPolicy = .concurrent, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    handler: @escaping @MainActor (E) async throws -> Void
  ) -> some View {
    validateEvent(type, fileID: fileID, filePath: filePath, line: line, column: column) { EventState(isEnabled: isEnabled) }
      .handleEvent(type, phase: phase, inFlight: inFlight, fileID: fileID, filePath: filePath, line: line, column: column, handler: handler)
  }
}
