/// A protocol that describes the behavior and appearance of a list.
///
/// HeadlessUI records the style (the `listStyle` attribute); it lays nothing out.
public protocol ListStyle {}

/// The list style that describes a platform's default behavior and appearance for a list.
public struct DefaultListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  /// The list style that describes a platform's default behavior and appearance for a list.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == PlainListStyle {
  /// The list style that describes the behavior and appearance of a plain list.
  public static var plain: PlainListStyle { PlainListStyle() }
}

/// The list style that describes the behavior and appearance of a grouped list.
@available(macOS, unavailable)
public struct GroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

@available(macOS, unavailable)
extension ListStyle where Self == GroupedListStyle {
  /// The list style that describes the behavior and appearance of a grouped list.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

/// The list style that describes the behavior and appearance of an inset list.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct InsetListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ListStyle where Self == InsetListStyle {
  /// The list style that describes the behavior and appearance of an inset list.
  public static var inset: InsetListStyle { InsetListStyle() }
}

/// The list style that describes the behavior and appearance of an inset grouped list.
@available(iOS 14.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct InsetGroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

@available(iOS 14.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == InsetGroupedListStyle {
  /// The list style that describes the behavior and appearance of an inset grouped list.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// The list style that describes the behavior and appearance of a sidebar list.
@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct SidebarListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == SidebarListStyle {
  /// The list style that describes the behavior and appearance of a sidebar list.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
  /// Sets the style for lists within this view (recorded as the `listStyle` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// List { … }.listStyle(.insetGrouped)
  /// ```
  ///
  /// - Parameter style: The list style to set (recorded by its name).
  nonisolated public func listStyle<S>(_ style: S) -> some View where S: ListStyle {
    attribute("listStyle", styleValue(S.self))
  }
}
