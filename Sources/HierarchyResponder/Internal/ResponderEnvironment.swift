#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The responder chain at this point of the view hierarchy.
struct ResponderChainKey: EnvironmentKey {
  static let defaultValue = ResponderChain()
}

/// The name given to the responders below (`responderName(_:)`).
struct ResponderNameKey: EnvironmentKey {
  static let defaultValue: String? = nil
}

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
    get { self[ResponderChainKey.self] }
    set { self[ResponderChainKey.self] = newValue }
  }

  var responderName: String? {
    get { self[ResponderNameKey.self] }
    set { self[ResponderNameKey.self] = newValue }
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
  /// @Environment(\.triggerEvent) var triggerEvent
  /// …
  /// Button("Like") { triggerEvent(LikeEvent(post: post)) }
  /// ```
  ///
  /// Setting it (for previews or tests, with `TriggerEvent { event in … }`)
  /// replaces the whole responder chain below, errors included.
  public var triggerEvent: TriggerEvent {
    get { TriggerEvent(chain: responderChain) }
    set { responderChain = newValue.chain }
  }

  /// Reports errors from this point of the view hierarchy.
  ///
  /// Read it with `@Environment(\.reportError)` and call it like a closure:
  ///
  /// ```swift
  /// @Environment(\.reportError) var reportError
  /// …
  /// Button("Save") { do { try save() } catch { reportError(error) } }
  /// ```
  ///
  /// Setting it (for previews or tests) replaces the whole responder chain below.
  public var reportError: ReportError {
    get { ReportError(chain: responderChain) }
    set { responderChain = newValue.chain }
  }
}
