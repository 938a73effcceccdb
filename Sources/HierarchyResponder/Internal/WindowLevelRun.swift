#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// A modifier that gives its content a responder position (every responder, observer,
/// registration and bridge): what a window-level run is made of.
protocol ResponderPositionGiving: ViewModifier {
  /// The type of the view this modifier is applied to: set by ``View/positioned(_:)``.
  var contentType: Any.Type { get set }
}

extension AnchorStorage {
  /// Whether the view of type `contentType` that the position-giving modifier keeping this
  /// storage is applied to is, through modifiers only, another position-giving modifier:
  /// the type says so, with no view evaluated.
  ///
  /// The answer is found at the modifier's first evaluation and kept here, in its storage for its
  /// view's identity: a view keeps its type for as long as it keeps its identity (a view of
  /// another type at the same place is another view, with new storage), so the answer cannot
  /// change, and a parent's re-evaluation, which makes the modifier again, runs no dynamic cast.
  /// A method of the storage, not of the modifier, so that a generic modifier's body calls it
  /// without looking up its conformance.
  @MainActor
  func wrapsPosition(_ contentType: Any.Type) -> Bool {
    if let foundWrapsPosition { return foundWrapsPosition }
    let found = isModified(contentType) { $0 is any ResponderPositionGiving.Type }
    foundWrapsPosition = found
    return found
  }
}

/// A view type made of modifiers applied to a view (`ModifiedContent`), inspected by type only.
protocol ModifierSpine {
  /// Whether a modifier that `matches` is among the modifiers of this type, before the first
  /// view that is not a modifier's result.
  static func holdsModifier(where matches: (Any.Type) -> Bool) -> Bool
}

extension ModifiedContent: ModifierSpine {
  static func holdsModifier(where matches: (Any.Type) -> Bool) -> Bool {
    if matches(Modifier.self) { return true }
    guard let content = Content.self as? any ModifierSpine.Type else { return false }
    return content.holdsModifier(where: matches)
  }
}

/// Whether a view of type `viewType` is, through modifiers only, a modifier that `matches`: the
/// type says so, with no view evaluated.
func isModified(_ viewType: Any.Type, where matches: (Any.Type) -> Bool) -> Bool {
  (viewType as? any ModifierSpine.Type)?.holdsModifier(where: matches) ?? false
}

extension View {
  /// Whether this view is, through modifiers only, a modifier that `matches`: the type says so,
  /// with no view evaluated.
  static func isModified(where matches: (Any.Type) -> Bool) -> Bool {
    HierarchyResponder.isModified(Self.self, where: matches)
  }
}

extension View {
  /// Applies `modifier`, telling it the type of this view, from which its first evaluation
  /// learns whether this view is, through modifiers only, another position-giving modifier
  /// (``AnchorStorage/wrapsPosition(_:)``).
  ///
  /// It takes `modifier` and moves it into the result: the modifier is made once and never
  /// copied, which matters because the layer's modifiers are generic and copied through their
  /// value witnesses each time their parent's body runs (the cost of a copy is measured in
  /// `Benchmarks/README.md`, "Validation's cost"). It is inlined into the modifier's glue, which
  /// then sets the type directly instead of looking up the generic modifier's conformance to
  /// ``ResponderPositionGiving`` at every re-evaluation (measured there too).
  @inline(__always)
  func positioned<M: ResponderPositionGiving>(_ modifier: consuming M) -> ModifiedContent<Self, M> {
    modifier.contentType = Self.self
    return ModifiedContent(content: self, modifier: consume modifier)
  }
}
