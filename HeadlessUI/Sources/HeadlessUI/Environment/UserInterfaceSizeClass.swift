/// A set of values that indicate the visual size available to the view.
///
/// Read it with `@Environment(\.horizontalSizeClass)` and `@Environment(\.verticalSizeClass)`.
/// HeadlessUI has no screen: both are `.regular`/`.compact` as on an iPhone in portrait
/// (horizontal `.compact`, vertical `.regular`) unless the host's environment
/// (`ViewHost(root, environment:)`) or an `.environment(\.horizontalSizeClass, …)` says otherwise.
///
/// ```swift
/// // Fragment
/// @Environment(\.horizontalSizeClass) private var sizeClass
/// var body: some View {
///   if sizeClass == .compact { VStack { content } } else { HStack { content } }
/// }
/// ```
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum UserInterfaceSizeClass: Sendable {
  /// The compact size class.
  case compact
  /// The regular size class.
  case regular
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UserInterfaceSizeClass: Equatable, Hashable {}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
  /// The horizontal size class of this environment (`.compact` unless set: an iPhone in
  /// portrait).
  ///
  /// ```swift
  /// // Fragment
  /// var environment = EnvironmentValues()
  /// environment.horizontalSizeClass = .regular   // an iPad in full screen
  /// let host = ViewHost(ShopView(), environment: environment)
  /// ```
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class of this environment (`.regular` unless set: an iPhone in
  /// portrait).
  ///
  /// ```swift
  /// // Fragment
  /// @Environment(\.verticalSizeClass) private var verticalSizeClass
  /// ```
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}
