#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// What a responder modifier hands its content: the chain with its responder in front, in the
/// environment, and that position published as the focused position of the views inside
/// (ARCHITECTURE.md, rules 13 and 14).
///
/// A modifier of its own, with inputs SwiftUI can compare (the position and one flag), so that
/// the work runs only when the position changes. A responder modifier's body runs whenever its
/// parent re-evaluates (its closure counts as changed), and with nothing changed it makes this
/// value again, equal to the previous one: SwiftUI then keeps this modifier's body and
/// everything it built ("Demystify SwiftUI", WWDC21: a view whose dependencies did not change
/// does not produce a new body). So that evaluation neither rebuilds the environment write and
/// the two focus modifiers nor resolves their types. The value is two words, stored inline
/// wherever a view is held as `any View`.
struct ResponderPositionModifier: ViewModifier, Equatable {
  /// The position the content sees.
  let chain: ResponderChain
  /// Whether this is the innermost position of the window-level run and has event responders:
  /// it publishes its position for the whole window, so that with nothing focused a command
  /// reaches every window-level responder (ARCHITECTURE.md, rule 14).
  let publishesForWindow: Bool
  /// Whether the window-level run continues into the content: this position is window-level and
  /// its view is, through modifiers only, another responder modifier.
  let continuesWindowLevel: Bool

  /// The position `chain`, below a responder modifier whose own position is `parent`.
  ///
  /// A position is window-level when no event responder is outer to it (the window's outermost
  /// one), or when the window-level modifier outer to it is applied, through modifiers only, to
  /// its own modifier (`continuesWindowLevel`, from the environment). `wrapsPosition` says
  /// whether this modifier is itself applied, through modifiers only, to another one: the
  /// innermost of the run is the one that does not.
  init(chain: ResponderChain, parent: ResponderChain, continuesWindowLevel: Bool, wrapsPosition: Bool) {
    self.chain = chain
    let isWindowLevel = continuesWindowLevel || parent.isWithoutEventResponders
    self.publishesForWindow = isWindowLevel && !wrapsPosition && !chain.isWithoutEventResponders
    self.continuesWindowLevel = isWindowLevel && wrapsPosition
  }

  /// The same modifiers are applied in every case, only the scene value's key and the flag
  /// differ: a responder becoming window-level (or no longer) keeps its content's identity and
  /// state.
  func body(content: Content) -> some View {
    let trigger = TriggerEvent(chain: chain)
    return content.environment(\.responderChain, chain)
      .environment(\.continuesWindowLevel, continuesWindowLevel)
      .focusedValue(\.triggerEvent, trigger)
      .focusedSceneValue(publishesForWindow ? \.triggerEvent : \.nestedResponderPosition, trigger)
  }
}

extension View {
  /// Hands the content of a responder modifier the position `chain` (below `parent`, the
  /// position the modifier read) and publishes it as the focused position (ARCHITECTURE.md,
  /// rule 14); `continuesWindowLevel` is what the modifier read from the environment, and
  /// `wrapsPosition` whether it is applied, through modifiers only, to another responder modifier.
  func responderPosition(
    _ chain: ResponderChain, parent: ResponderChain, continuesWindowLevel: Bool, wrapsPosition: Bool
  ) -> ModifiedContent<Self, ResponderPositionModifier> {
    modifier(
      ResponderPositionModifier(
        chain: chain, parent: parent, continuesWindowLevel: continuesWindowLevel, wrapsPosition: wrapsPosition))
  }
}
