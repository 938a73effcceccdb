extension View {
  /// Sets the unique tag value of this view: the value a `Picker` or `TabView` selection takes
  /// when this view is chosen.
  ///
  /// ```swift
  /// Text("Small").tag(Size.small)
  /// ```
  ///
  /// - Parameters:
  ///   - tag: A `Hashable` value to use as the view's tag.
  ///   - includeOptional: Whether the tag also matches a selection of type `V?` (a `List`
  ///     with an optional selection, a `Picker` or `TabView` over an optional value). With
  ///     `false` the view is only chosen by a selection of type `V`.
  nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
    modifier(TagModifier(tag: AnyHashable(tag), includesOptional: includeOptional))
  }
}

/// Carries a view's tag.
nonisolated struct TagModifier: ViewModifier {
  typealias Body = Never
  let tag: AnyHashable
  let includesOptional: Bool
}

/// Reads a tag without knowing the modifier's type.
protocol TagModifierProtocol {
  var tag: AnyHashable { get }
  /// Whether the tag also matches an optional selection (`tag(_:includeOptional:)`).
  var includesOptional: Bool { get }
}

/// Recognises an `Optional` type without knowing its wrapped type.
protocol OptionalSelectionValue {
  /// The wrapped value as a tag (`nil` for `none`): `AnyHashable(Optional(x))` is not equal to
  /// `AnyHashable(x)`, so an optional selection is unwrapped before it is compared with tags.
  var wrappedTag: AnyHashable? { get }
}
extension Optional: OptionalSelectionValue {
  var wrappedTag: AnyHashable? {
    switch self {
    case .some(let wrapped): (wrapped as? any OptionalSelectionValue)?.wrappedTag ?? (wrapped as? AnyHashable)
    case .none: nil
    }
  }
}

/// A tag or selection as it is compared: an optional's wrapped value (`AnyHashable(Optional(x))`
/// is not equal to `AnyHashable(x)`), or `NilTag` for `nil`, so that `tag(size)` matches a
/// `Size?` selection and `tag(nil as Size?)` a `nil` one.
func matchingTag(_ tag: AnyHashable) -> AnyHashable {
  guard let optional = tag.base as? any OptionalSelectionValue else { return tag }
  return optional.wrappedTag ?? AnyHashable(NilTag())
}

/// The `nil` of any optional selection, as `matchingTag(_:)` compares it.
struct NilTag: Hashable {}

extension TagModifier: TagModifierProtocol {}

@MainActor
extension TagModifier: PrimitiveModifier, AttributeReporting {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
  }

  func describe() -> String { ".tag(\(spelled(tag.base)))" }

  var attribute: ViewAttribute { ViewAttribute(name: "tag", value: spelled(tag.base)) }
}
