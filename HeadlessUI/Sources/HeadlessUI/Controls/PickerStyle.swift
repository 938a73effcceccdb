/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
///
/// HeadlessUI records the style (the `pickerStyle` attribute); it lays nothing out.
public protocol PickerStyle {}

/// The default picker style, based on the picker's context.
public struct DefaultPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The default picker style, based on the picker's context.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// A picker style that presents the options as a menu when the user presses a button.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct MenuPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension PickerStyle where Self == MenuPickerStyle {
  /// A picker style that presents the options as a menu when the user presses a button.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// A picker style that presents the options in a segmented control.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@available(watchOS, unavailable)
public struct SegmentedPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@available(watchOS, unavailable)
extension PickerStyle where Self == SegmentedPickerStyle {
  /// A picker style that presents the options in a segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// A picker style that displays each option inline with other views in the current container.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct InlinePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension PickerStyle where Self == InlinePickerStyle {
  /// A picker style that displays each option inline with other views in the current container.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// A picker style that presents the options in a scrollable wheel that shows the selected option and a few neighboring options.
@available(iOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
public struct WheelPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

@available(iOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
extension PickerStyle where Self == WheelPickerStyle {
  /// A picker style that presents the options in a scrollable wheel that shows the selected option and a few neighboring options.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension View {
  /// Sets the style for pickers within this view (recorded as the `pickerStyle` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Picker("Sort", selection: $order) { … }.pickerStyle(.segmented)
  /// ```
  ///
  /// - Parameter style: The picker style to set (recorded by its name).
  nonisolated public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle {
    attribute("pickerStyle", styleValue(S.self))
  }
}
