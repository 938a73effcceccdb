#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// Where a point of the view hierarchy stands among the responders: the chain its views trigger
/// into, the name given to the responders below (`responderName(_:)`), and whether the
/// window-level run continues into it.
///
/// One environment value, so that a responder modifier reads all three with one `@Environment`
/// property, and the window-level flag is written with the chain by one environment write: every
/// dynamic property is installed again at each of the modifier's evaluations, and each modifier
/// is a node of its own. Views that read `triggerEvent` depend on the chain only: they compare the
/// ``/HierarchyResponderCore/TriggerEvent`` they read, which is equal while the chain is.
struct ResponderPlace: Equatable, Sendable {
  var chain = ResponderChain()
  var name: String?
  /// Whether the nearest responder modifier outer to this point is window-level and wraps,
  /// through modifiers only, the modifier that reads it.
  var continuesWindowLevel = false
}

/// The responder place at this point of the view hierarchy.
struct ResponderPlaceKey: EnvironmentKey {
  static let defaultValue = ResponderPlace()
}

/// What a responder position writes for its content: its chain, and whether the window-level run
/// continues into the content. The name is kept.
struct ContentPosition: Sendable {
  let chain: ResponderChain
  let continuesWindowLevel: Bool
}

extension EnvironmentValues {
  /// The chain, the responders' name and the window-level flag at this point.
  var responderPlace: ResponderPlace {
    get { self[ResponderPlaceKey.self] }
    set { self[ResponderPlaceKey.self] = newValue }
  }

  /// The chain and the window-level flag, written together by a responder position.
  var contentPosition: ContentPosition {
    get { ContentPosition(chain: responderPlace.chain, continuesWindowLevel: responderPlace.continuesWindowLevel) }
    set {
      responderPlace.chain = newValue.chain
      responderPlace.continuesWindowLevel = newValue.continuesWindowLevel
    }
  }
}
