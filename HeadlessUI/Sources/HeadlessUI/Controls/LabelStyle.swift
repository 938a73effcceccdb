/// A type that applies a custom appearance to all labels within a view (HeadlessUI records the
/// style's type and never calls ``makeBody(configuration:)``: host queries read the label's
/// title and icon whatever the style).
///
/// ```swift
/// Label("Cart", systemImage: "cart").labelStyle(.iconOnly)
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@preconcurrency @MainActor
public protocol LabelStyle {
  /// A view that represents the body of a label.
  associatedtype Body: View

  /// Creates a view that represents the body of a label.
  ///
  /// - Parameter configuration: The properties of the label.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a label.
  typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LabelStyleConfiguration {
  /// A type-erased title view of a label.
  @MainActor @preconcurrency
  public struct Title: View {
    public typealias Body = Never
    nonisolated init() {}
  }

  /// A type-erased icon view of a label.
  @MainActor @preconcurrency
  public struct Icon: View {
    public typealias Body = Never
    nonisolated init() {}
  }

  /// A description of the labeled item.
  public var title: LabelStyleConfiguration.Title { Title() }

  /// A symbolic representation of the labeled item.
  public var icon: LabelStyleConfiguration.Icon { Icon() }
}

extension LabelStyleConfiguration.Title: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {}
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {}
}

/// The default label style in the current context.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct DefaultLabelStyle: LabelStyle {
  /// Creates an automatic label style.
  public init() {}

  /// Creates a view that represents the body of a label.
  ///
  /// - Parameter configuration: The properties of the label.
  public func makeBody(configuration: DefaultLabelStyle.Configuration) -> some View {
    HStack { configuration.icon; configuration.title }
  }
}

/// A label style that only displays the icon of the label.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct IconOnlyLabelStyle: LabelStyle {
  /// Creates an icon-only label style.
  public init() {}

  /// Creates a view that represents the body of a label.
  ///
  /// - Parameter configuration: The properties of the label.
  public func makeBody(configuration: IconOnlyLabelStyle.Configuration) -> some View { configuration.icon }
}

/// A label style that only displays the title of the label.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct TitleOnlyLabelStyle: LabelStyle {
  /// Creates a title-only label style.
  public init() {}

  /// Creates a view that represents the body of a label.
  ///
  /// - Parameter configuration: The properties of the label.
  public func makeBody(configuration: TitleOnlyLabelStyle.Configuration) -> some View { configuration.title }
}

/// A label style that shows both the title and icon of the label using a system-standard
/// layout.
@available(iOS 14.5, macOS 11.3, tvOS 14.5, watchOS 7.4, *)
public struct TitleAndIconLabelStyle: LabelStyle {
  /// Creates a label style that shows both the title and icon of the label using a
  /// system-standard layout.
  public init() {}

  /// Creates a view that represents the body of a label.
  ///
  /// - Parameter configuration: The properties of the label.
  public func makeBody(configuration: TitleAndIconLabelStyle.Configuration) -> some View {
    HStack { configuration.icon; configuration.title }
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyle where Self == DefaultLabelStyle {
  /// A label style that resolves its appearance automatically based on the current context.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyle where Self == IconOnlyLabelStyle {
  /// A label style that only displays the icon of the label.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// A label style that only displays the title of the label.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

@available(iOS 14.5, macOS 11.3, tvOS 14.5, watchOS 7.4, *)
extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// A label style that shows both the title and icon of the label using a system-standard
  /// layout.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

@available(*, unavailable)
extension LabelStyleConfiguration: Sendable {}
