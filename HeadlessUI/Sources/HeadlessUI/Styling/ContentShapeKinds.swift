/// A kind for the content shape of a view (recorded by name: HeadlessUI hit-tests by view,
/// not by shape).
///
/// ```swift
/// // Fragment
/// Row().contentShape(.hoverEffect, RoundedRectangle(cornerRadius: 8))
/// ```
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ContentShapeKinds: OptionSet, Sendable {
  /// The corresponding value of the raw type.
  public var rawValue: Int

  /// Creates a content shape kind.
  ///
  /// - Parameter rawValue: The raw value: one bit per kind.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The kind for hit-testing and accessibility.
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  /// The kind for drag and drop previews.
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  /// The kind for context menu previews.
  @available(tvOS 17.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  /// The kind for hover effects.
  @available(tvOS 18.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  /// The kind for the focus effect.
  @available(macOS 12.0, watchOS 8.0, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  /// The kind for accessibility visuals and sorting.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)

  /// `.hoverEffect`, `[.interaction, .dragPreview]`…, as the tree dump shows the kinds.
  internal var name: String {
    let names = ["interaction", "dragPreview", "contextMenuPreview", "hoverEffect", "focusEffect", "accessibility"]
    let present = names.indices.filter { rawValue & (1 << $0) != 0 }.map { ".\(names[$0])" }
    return present.count == 1 ? present[0] : "[\(present.joined(separator: ", "))]"
  }
}

extension View {
  /// Sets the content shape for this view for the given kinds (recorded as the `contentShape`
  /// attribute with the kinds and the shape's type).
  ///
  /// ```swift
  /// // Fragment
  /// Row().contentShape(.hoverEffect, RoundedRectangle(cornerRadius: 8))
  /// ```
  ///
  /// - Parameters:
  ///   - kind: The kinds to apply to this content shape.
  ///   - shape: The shape to use.
  ///   - eoFill: A Boolean that indicates whether the shape is interpreted with the even-odd
  ///     winding number rule.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func contentShape<S>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View
  where S: Shape {
    attribute("contentShape", "\(kind.name), \((shape as? ShapeDescribing)?.shapeDescription ?? "\(S.self)")")
  }
}
