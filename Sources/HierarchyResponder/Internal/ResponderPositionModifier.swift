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
  /// Whether this is the outermost event responder (none outer to it), which also publishes its
  /// position for the whole window.
  let isOutermost: Bool

  /// The position `chain`, below a responder modifier whose own position is `parent`.
  init(chain: ResponderChain, parent: ResponderChain) {
    self.chain = chain
    self.isOutermost = parent.isWithoutEventResponders && !chain.isWithoutEventResponders
  }

  /// The same two focus modifiers are applied in every case, only the scene value's key differs:
  /// a responder becoming outermost (or no longer) keeps its content's identity and state.
  func body(content: Content) -> some View {
    let trigger = TriggerEvent(chain: chain)
    return content.environment(\.responderChain, chain)
      .focusedValue(\.triggerEvent, trigger)
      .focusedSceneValue(isOutermost ? \.triggerEvent : \.nestedResponderPosition, trigger)
  }
}

extension View {
  /// Hands the content of a responder modifier the position `chain` (below `parent`, the
  /// position the modifier read) and publishes it as the focused position (ARCHITECTURE.md,
  /// rule 14).
  func responderPosition(_ chain: ResponderChain, parent: ResponderChain) -> ModifiedContent<Self, ResponderPositionModifier> {
    modifier(ResponderPositionModifier(chain: chain, parent: parent))
  }
}
