/// A modifier that you apply to a view or another view modifier, producing a different version of
/// the original value.
///
/// `body(content:)` receives a placeholder for the modified view; HeadlessUI evaluates it like a
/// view's `body` (a modifier may declare `@State` and `@Environment` properties) and counts its
/// evaluations under the modifier's type.
///
/// ```swift
/// // Fragment
/// struct Titled: ViewModifier {
///   var title: String
///   func body(content: Content) -> some View {
///     VStack {
///       Text(title)
///       content
///     }
///   }
/// }
/// Text("Body").modifier(Titled(title: "Title"))
/// ```
@preconcurrency @MainActor
public protocol ViewModifier {
  /// The type of view representing the body.
  associatedtype Body: View

  /// Gets the current body of the caller.
  ///
  /// - Parameter content: A proxy for the view the modifier is applied to.
  /// - Returns: The view that replaces the modified content.
  @ViewBuilder @MainActor @preconcurrency
  func body(content: Self.Content) -> Self.Body

  /// The content view type passed to `body()`.
  typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Self.Body == Never {
  /// Primitive modifiers have no body; the host applies them itself.
  ///
  /// - Parameter content: The content the modifier is applied to (never called: the host applies
  ///   the modifier itself).
  @MainActor @preconcurrency
  public func body(content: Self.Content) -> Self.Body {
    fatalError("\(Self.self) is a primitive modifier: it has no body")
  }
}

extension ViewModifier {
  /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
  ///
  /// - Parameter modifier: The modifier to apply after this one.
  nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
