/// A Dynamic Type size, which specifies how large scalable content should be.
///
/// Read it with `@Environment(\.dynamicTypeSize)` (`.large` unless set); set it for a host with
/// `ViewHost(root, environment:)` or for a subtree with `.dynamicTypeSize(_:)`.
///
/// ```swift
/// // Fragment
/// @Environment(\.dynamicTypeSize) private var size
/// var body: some View { if size.isAccessibilitySize { VStack { row } } else { HStack { row } } }
/// ```
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// An extra small size.
  case xSmall
  /// A small size.
  case small
  /// A medium size.
  case medium
  /// A large size.
  case large
  /// An extra large size.
  case xLarge
  /// An extra extra large size.
  case xxLarge
  /// An extra extra extra large size.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The fifth accessibility size.
  case accessibility5

  /// A Boolean value indicating whether the size is one that is associated with accessibility.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
private struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
  /// The current Dynamic Type size (`.large` unless set).
  ///
  /// ```swift
  /// // Fragment
  /// @Environment(\.dynamicTypeSize) private var dynamicTypeSize
  /// ```
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

extension View {
  /// Sets the Dynamic Type size within the view to the given value (the subtree's
  /// `\.dynamicTypeSize`).
  ///
  /// ```swift
  /// // Fragment
  /// Text("Total").dynamicTypeSize(.xxxLarge)
  /// ```
  ///
  /// - Parameter size: The size to set for this view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Limits the Dynamic Type size within the view to the given range: the subtree sees the
  /// surrounding size clamped to it.
  ///
  /// ```swift
  /// // Fragment
  /// Text("Total").dynamicTypeSize(...DynamicTypeSize.xxLarge)
  /// ```
  ///
  /// - Parameter range: The range of sizes that are allowed in this view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func dynamicTypeSize<T>(_ range: T) -> some View where T: RangeExpression, T.Bound == DynamicTypeSize {
    let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
    return transformEnvironment(\.dynamicTypeSize) { size in
      guard let first = allowed.first, let last = allowed.last else { return }
      size = min(max(size, first), last)
    }
  }
}
