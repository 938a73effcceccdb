#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// The validations on a position's path with the states they declared, innermost first.
///
/// Commands and buttons decide their state from the chain (``ResponderChain/eventState(for:)``);
/// they read the trail so that SwiftUI re-evaluates them when a state on their path changes: it
/// travels in the environment (for buttons) and as a focused value (for commands), and a change
/// of a state makes it unequal. No polling: a validating view's body runs when what its
/// validation reads changes, and publishes the new trail.
struct ValidationTrail: Equatable, Sendable {
  /// The innermost validation, or `nil` on a path without one.
  private let last: Step?

  /// The empty trail.
  init() { last = nil }

  private init(last: Step) { self.last = last }

  /// The trail with a validation by `node` declaring `state` in front.
  func adding(_ node: ObjectIdentifier, state: EventState) -> ValidationTrail {
    ValidationTrail(last: Step(node: node, state: state, outer: last))
  }

  static func == (lhs: ValidationTrail, rhs: ValidationTrail) -> Bool {
    var left = lhs.last
    var right = rhs.last
    while let l = left, let r = right {
      if l === r { return true }
      guard l.node == r.node, l.state == r.state else { return false }
      left = l.outer
      right = r.outer
    }
    return left == nil && right == nil
  }

  /// One validation of the trail.
  private final class Step: Sendable {
    let node: ObjectIdentifier
    let state: EventState
    let outer: Step?

    init(node: ObjectIdentifier, state: EventState, outer: Step?) {
      self.node = node
      self.state = state
      self.outer = outer
    }
  }
}

/// The validation trail at this point of the view hierarchy.
struct ValidationTrailKey: EnvironmentKey {
  static let defaultValue = ValidationTrail()
}

extension EnvironmentValues {
  /// The validations outer to this point, for buttons that validate their event.
  var validationTrail: ValidationTrail {
    get { self[ValidationTrailKey.self] }
    set { self[ValidationTrailKey.self] = newValue }
  }
}

/// The focused value under which validations publish their trail, for commands.
struct ValidationTrailFocusedValueKey: FocusedValueKey {
  typealias Value = ValidationTrail
}

/// Where validations that are not the innermost window-level one publish their scene value:
/// nobody reads it (see ``ResponderPositionModifier``).
struct NestedValidationTrailKey: FocusedValueKey {
  typealias Value = ValidationTrail
}

extension FocusedValues {
  /// The validations on the focused path (or, when nothing has focus, the window-level ones).
  var validationTrail: ValidationTrail? {
    get { self[ValidationTrailFocusedValueKey.self] }
    set { self[ValidationTrailFocusedValueKey.self] = newValue }
  }

  /// The unread scene value of validations that are not the innermost window-level one.
  var nestedValidationTrail: ValidationTrail? {
    get { self[NestedValidationTrailKey.self] }
    set { self[NestedValidationTrailKey.self] = newValue }
  }
}

/// Hands a validation's content the trail with its state, and publishes it for commands: on
/// the focused path, and for the whole window when it is the innermost window-level validation.
/// Its inputs are compared, so the work runs only when the trail changes.
struct ValidationTrailModifier: ViewModifier, Equatable {
  let trail: ValidationTrail
  let publishesForWindow: Bool

  func body(content: Content) -> some View {
    content.environment(\.validationTrail, trail)
      .focusedValue(\.validationTrail, trail)
      .focusedSceneValue(publishesForWindow ? \.validationTrail : \.nestedValidationTrail, trail)
  }
}
