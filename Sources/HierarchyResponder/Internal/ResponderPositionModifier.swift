#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// What a responder modifier hands its content: the chain with its responder in front, in the
/// environment, and that position published as the focused position of the views inside, and for
/// the whole window when it is the innermost window-level position.
///
/// A modifier of its own, with inputs SwiftUI can compare (the position and two flags), so that
/// the work runs only when the position changes. A responder modifier's body runs whenever its
/// parent re-evaluates (its closure counts as changed), and with nothing changed it makes this
/// value again, equal to the previous one: SwiftUI then keeps this modifier's body and everything
/// it built ("Demystify SwiftUI", WWDC21: a view whose dependencies did not change does not
/// produce a new body). So that evaluation neither rebuilds the environment write and the two
/// focus modifiers nor resolves their types. The value is two words, stored inline wherever a
/// view is held as `any View`.
///
/// A position is window-level when it starts the run (no event responder outer to it) or when the
/// window-level modifier outer to it is applied, through modifiers only, to its own modifier (the
/// place's `continuesWindowLevel`, which this position writes for its content with its chain);
/// the innermost of the run (the one that wraps no other) publishes its position for the whole
/// window, so that with nothing focused a command reaches every window-level responder. The same
/// modifiers are applied in every case, only the scene value's key and the flag differ: a
/// responder becoming window-level (or no longer) keeps its content's identity and state.
struct ResponderPositionModifier: ViewModifier, Equatable {
  /// The position the content sees.
  let chain: ResponderChain
  /// Whether the window-level run continues into the content.
  let continuesWindowLevel: Bool
  /// Whether this is the innermost window-level position with an event responder at or outer to
  /// it: only then is it worth publishing for the window.
  let publishesForWindow: Bool

  /// The position `chain`, below a responder modifier that read `parent`, which is applied,
  /// through modifiers only, to another responder modifier when `wrapsPosition`.
  init(chain: ResponderChain, parent: ResponderPlace, wrapsPosition: Bool) {
    self.chain = chain
    let isWindowLevel = parent.continuesWindowLevel || parent.chain.isWithoutEventResponders
    continuesWindowLevel = isWindowLevel && wrapsPosition
    publishesForWindow = isWindowLevel && !wrapsPosition && !chain.isWithoutEventResponders
  }

  func body(content: Content) -> some View {
    let trigger = TriggerEvent(chain: chain)
    return content.environment(\.contentPosition, ContentPosition(chain: chain, continuesWindowLevel: continuesWindowLevel))
      .focusedValue(\.triggerEvent, trigger)
      .focusedSceneValue(publishesForWindow ? \.triggerEvent : \.nestedResponderPosition, trigger)
  }
}

extension View {
  /// Hands the content of a responder modifier the position `chain` (below `parent`, the place
  /// the modifier read) and publishes it as the focused position; `wrapsPosition` says whether
  /// the modifier is applied, through modifiers only, to another responder modifier.
  func responderPosition(
    _ chain: ResponderChain, parent: ResponderPlace, wrapsPosition: Bool
  ) -> ModifiedContent<Self, ResponderPositionModifier> {
    modifier(ResponderPositionModifier(chain: chain, parent: parent, wrapsPosition: wrapsPosition))
  }
}
