#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// What a responder modifier hands its content: the chain with its responder in front, in the
/// environment, and that position published as the focused position of the views inside
///.
///
/// A modifier of its own, with inputs SwiftUI can compare (the position and three flags), so
/// that the work runs only when the position changes. A responder modifier's body runs whenever
/// its parent re-evaluates (its closure counts as changed), and with nothing changed it makes this
/// value again, equal to the previous one: SwiftUI then keeps this modifier's body and
/// everything it built ("Demystify SwiftUI", WWDC21: a view whose dependencies did not change
/// does not produce a new body). So that evaluation neither rebuilds the environment writes and
/// the two focus modifiers nor resolves their types. The value is two words, stored inline
/// wherever a view is held as `any View`.
///
/// Whether the window-level run continues into it is read by ``WindowLevelPublisher``,
/// a modifier its body applies: a dependency of a body that runs only when the position or the
/// run changes, so a responder modifier's re-evaluation pays nothing for it.
struct ResponderPositionModifier: ViewModifier, Equatable {
  /// The position the content sees.
  let chain: ResponderChain
  /// Whether no event responder is outer to this one: the window's outermost starts the run.
  let startsWindowLevel: Bool
  /// Whether the modifier is applied, through modifiers only, to another responder modifier.
  let wrapsPosition: Bool
  /// Whether an event responder is at or outer to this position: only then is it worth
  /// publishing for the window.
  let hasEventResponders: Bool

  /// The position `chain`, below a responder modifier whose own position is `parent`, which is
  /// applied, through modifiers only, to another responder modifier when `wrapsPosition`.
  init(chain: ResponderChain, parent: ResponderChain, wrapsPosition: Bool) {
    self.chain = chain
    self.startsWindowLevel = parent.isWithoutEventResponders
    self.wrapsPosition = wrapsPosition
    self.hasEventResponders = !chain.isWithoutEventResponders
  }

  /// The same modifiers are applied in every case: a responder becoming window-level (or no
  /// longer) keeps its content's identity and state.
  func body(content: Content) -> some View {
    let trigger = TriggerEvent(chain: chain)
    return content.environment(\.responderChain, chain)
      .focusedValue(\.triggerEvent, trigger)
      .modifier(
        WindowLevelPublisher(
          trigger: trigger, startsWindowLevel: startsWindowLevel, wrapsPosition: wrapsPosition,
          hasEventResponders: hasEventResponders))
  }
}

/// The window-level part of a responder position: whether the run
/// continues into the content, and the window's scene value when this is the innermost
/// window-level position.
///
/// A position is window-level when it starts the run (no event responder outer to it) or when
/// the window-level modifier outer to it is applied, through modifiers only, to its own modifier
/// (`continuesWindowLevel`); the innermost of the run (the one that wraps no other) publishes its
/// position for the whole window, so that with nothing focused a command reaches every
/// window-level responder. Only the scene value's key and the flag differ between cases.
struct WindowLevelPublisher: ViewModifier, Equatable {
  @Environment(\.continuesWindowLevel) private var continuesWindowLevel

  let trigger: TriggerEvent
  let startsWindowLevel: Bool
  let wrapsPosition: Bool
  let hasEventResponders: Bool

  nonisolated static func == (lhs: WindowLevelPublisher, rhs: WindowLevelPublisher) -> Bool {
    lhs.trigger == rhs.trigger && lhs.startsWindowLevel == rhs.startsWindowLevel && lhs.wrapsPosition == rhs.wrapsPosition
      && lhs.hasEventResponders == rhs.hasEventResponders
  }

  func body(content: Content) -> some View {
    let isWindowLevel = continuesWindowLevel || startsWindowLevel
    let publishesForWindow = isWindowLevel && !wrapsPosition && hasEventResponders
    return content.environment(\.continuesWindowLevel, isWindowLevel && wrapsPosition)
      .focusedSceneValue(publishesForWindow ? \.triggerEvent : \.nestedResponderPosition, trigger)
  }
}

extension View {
  /// Hands the content of a responder modifier the position `chain` (below `parent`, the
  /// position the modifier read) and publishes it as the focused position; `wrapsPosition` says whether the modifier is applied, through modifiers only, to
  /// another responder modifier.
  func responderPosition(
    _ chain: ResponderChain, parent: ResponderChain, wrapsPosition: Bool
  ) -> ModifiedContent<Self, ResponderPositionModifier> {
    modifier(ResponderPositionModifier(chain: chain, parent: parent, wrapsPosition: wrapsPosition))
  }
}
