/// A view type that compares itself against its previous value and prevents its child updating
/// if its new value is the same as its old value.
///
/// When the parent re-evaluates, the graph compares the new `content` with the previous one with
/// `==` and skips `content`'s `body` when they are equal (Apple's `EquatableView` documentation).
///
/// ```swift
/// // Fragment
/// struct Badge: View, Equatable {
///   let count: Int
///   var body: some View { Text("\(count)") }
/// }
/// EquatableView(content: Badge(count: unread))
/// ```
@MainActor @preconcurrency
public struct EquatableView<Content>: View where Content: Equatable, Content: View {
  /// The view that is compared with `==`.
  public var content: Content {
    get { storedContent }
    set { storedContent = newValue }
  }
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal var storedContent: Content

  /// Creates an equatable view wrapping `content`.
  ///
  /// - Parameter content: the view compared with its previous value.
  nonisolated public init(content: Content) {
    storedContent = content
  }

  public typealias Body = Never
}

extension EquatableView: SingleChildPrimitive {
  var child: any View { storedContent }
}

extension View where Self: Equatable {
  /// Prevents the view from updating its child view when its new value is the same as its old
  /// value.
  ///
  /// ```swift
  /// // Fragment
  /// Badge(count: unread).equatable()
  /// ```
  nonisolated public func equatable() -> EquatableView<Self> {
    EquatableView(content: self)
  }
}

@available(*, unavailable)
extension EquatableView: Sendable {}
