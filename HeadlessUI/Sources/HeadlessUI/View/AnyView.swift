/// A type-erased view.
///
/// The wrapped view's identity includes its type: wrapping a view of another type replaces the
/// subtree (and resets its state).
///
/// ```swift
/// // Fragment
/// let view = flag ? AnyView(Text("On")) : AnyView(EmptyView())
/// ```
@frozen @MainActor @preconcurrency
public struct AnyView: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let wrapped: any View

  /// Create an instance that type-erases `view`.
  ///
  /// - Parameter view: The view to type-erase.
  nonisolated public init<V>(_ view: V) where V: View {
    if let erased = view as? AnyView {
      wrapped = erased.wrapped
    } else {
      wrapped = view
    }
  }

  /// Create an instance that type-erases `view`.
  ///
  /// - Parameter view: The view to type-erase.
  @_alwaysEmitIntoClient
  nonisolated public init<V>(erasing view: V) where V: View {
    self.init(view)
  }

  /// Creates a type-erased view from a value, if that value is a view.
  nonisolated public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    wrapped = (view as? AnyView)?.wrapped ?? view
  }
}

extension AnyView: SingleChildPrimitive {
  var child: any View { wrapped }
}

@available(*, unavailable)
extension AnyView: Sendable {}
