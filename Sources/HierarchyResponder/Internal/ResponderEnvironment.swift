#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The safety level for declarations below (`responderSafetyLevel(_:)`).
struct ResponderSafetyLevelKey: EnvironmentKey {
  static let defaultValue = ResponderSafetyLevel.default
}

/// Whether declared types need explicit responders (`requireExplicitResponders(_:)`).
struct RequiresExplicitRespondersKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// The responder chain that views at this point trigger into.
  var responderChain: ResponderChain {
    get { responderPlace.chain }
    set { responderPlace.chain = newValue }
  }

  /// The name given to the responders below (`responderName(_:)`).
  var responderName: String? {
    get { responderPlace.name }
    set { responderPlace.name = newValue }
  }

  /// The safety level that `.triggers` and `.reports` declarations below use.
  public var responderSafetyLevel: ResponderSafetyLevel {
    get { self[ResponderSafetyLevelKey.self] }
    set { self[ResponderSafetyLevelKey.self] = newValue }
  }

  /// Whether types declared below need an explicit (typed) responder above their declaration.
  public var requiresExplicitResponders: Bool {
    get { self[RequiresExplicitRespondersKey.self] }
    set { self[RequiresExplicitRespondersKey.self] = newValue }
  }

  /// Triggers events from this point of the view hierarchy.
  ///
  /// Read it with `@Environment(\.triggerEvent)` and call it like a closure:
  ///
  /// ```swift
  /// // Fragment
  /// @Environment(\.triggerEvent) var triggerEvent
  /// …
  /// Button("Like") { triggerEvent(LikeEvent(post: post)) }
  /// ```
  ///
  /// Setting it (for previews or tests, with `TriggerEvent { event in … }`)
  /// replaces the whole responder chain below, errors included.
  ///
  /// Where it reaches: the responders *outer* to the view that reads it — its ancestors'
  /// modifiers, and none of the modifiers in the view's own `body`. A button in a screen's body
  /// that uses the screen's own `triggerEvent` does not reach a `.handleEvent` or
  /// `.transformEvent` written on that same body; put the button in a child view (whose
  /// `triggerEvent` is inside those modifiers), or the responder on an ancestor. The same holds
  /// for presentations: the content of a `.sheet` sees only the responders written outside the
  /// `.sheet` modifier, and a screen pushed on a `NavigationStack` sees the responders around the
  /// stack, not those of the root content it was pushed from.
  public var triggerEvent: TriggerEvent {
    get { TriggerEvent(chain: responderChain) }
    set { responderChain = newValue.chain }
  }

  /// Reports errors from this point of the view hierarchy.
  ///
  /// Read it with `@Environment(\.reportError)` and call it like a closure:
  ///
  /// ```swift
  /// // Fragment
  /// @Environment(\.reportError) var reportError
  /// …
  /// Button("Save") { do { try save() } catch { reportError(error) } }
  /// ```
  ///
  /// Setting it (for previews or tests) replaces the whole responder chain below.
  ///
  /// Like `triggerEvent`, it reaches the responders outer to the view that reads it, not the
  /// error responders in the view's own `body`.
  public var reportError: ReportError {
    get { ReportError(chain: responderChain) }
    set { responderChain = newValue.chain }
  }
}
