/// The context of the current state-processing update (HeadlessUI keeps its animation and
/// runs every update at once).
///
/// ```swift
/// // Fragment
/// AsyncImage(url: url, transaction: Transaction(animation: .default)) { phase in phase.image }
/// ```
@frozen
public struct Transaction {
  /// The animation, if any, associated with the current state change.
  public var animation: Animation?
  /// A Boolean value that indicates whether views should disable animations.
  public var disablesAnimations: Bool = false

  /// Creates a transaction.
  @inlinable public init() {}

  /// Creates a transaction and assigns its animation property.
  ///
  /// - Parameter animation: The animation to perform when the current state changes.
  public init(animation: Animation?) {
    self.animation = animation
  }
}

@available(*, unavailable)
extension Transaction: Sendable {}
