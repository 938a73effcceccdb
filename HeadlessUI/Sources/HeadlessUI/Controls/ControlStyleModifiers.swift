import Foundation

// Control appearance HeadlessUI records as inert attributes: each modifier is one declaration
// with Apple's signature over the shared `attribute(_:_:)`, with the types it takes.

/// The size classes, like regular or small, that you can apply to controls within a view.
///
/// ```swift
/// // Fragment
/// Button("Buy") { buy() }.controlSize(.large)
/// ```
@available(iOS 15.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
public enum ControlSize: CaseIterable, Hashable, Sendable {
  /// A control version that is minimally sized.
  case mini
  /// A control version that is proportionally smaller size for space-constrained views.
  case small
  /// A control version that is the default size.
  case regular
  /// A control version that is prominently sized.
  @available(macOS 11.0, *)
  case large
  /// A control version that is substantially sized.
  @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
  case extraLarge

  /// A collection of all values of this type.
  public static var allCases: [ControlSize] {
    if #available(iOS 17.0, macOS 14.0, watchOS 10.0, *) { return [.mini, .small, .regular, .large, .extraLarge] }
    return [.mini, .small, .regular, .large]
  }
}

/// A shape used to draw a button's border.
///
/// ```swift
/// // Fragment
/// Button("Add") { add() }.buttonStyle(.bordered).buttonBorderShape(.capsule)
/// ```
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonBorderShape: Equatable, Sendable {
  internal let name: String

  /// A shape that defers to the system to determine an appropriate shape for the given context
  /// and platform.
  public static let automatic = ButtonBorderShape(name: "automatic")
  /// A capsule shape.
  @available(macOS 14.0, tvOS 17.0, *)
  public static let capsule = ButtonBorderShape(name: "capsule")
  /// A rounded rectangle shape.
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  /// A circular shape.
  @available(iOS 17.0, macOS 14.0, tvOS 16.4, watchOS 10.0, *)
  public static let circle = ButtonBorderShape(name: "circle")

  /// A rounded rectangle shape with the given corner radius.
  ///
  /// - Parameter radius: the corner radius of the rectangle.
  @available(macOS 14.0, tvOS 17.0, *)
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle(radius: \(radius))")
  }
}

extension View {
  /// Sets the size for controls within this view (recorded as the `controlSize` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// HStack { Button("-") {}; Button("+") {} }.controlSize(.small)
  /// ```
  ///
  /// - Parameter controlSize: One of the control sizes specified in the ``ControlSize``
  ///   enumeration.
  @available(iOS 15.0, macOS 10.15, watchOS 9.0, *)
  @available(tvOS, unavailable)
  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
    attribute("controlSize", ".\(controlSize)")
  }

  /// Sets the border shape for buttons in this view (recorded as the `buttonBorderShape`
  /// attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Button("Add") { add() }.buttonBorderShape(.capsule)
  /// ```
  ///
  /// - Parameter shape: the shape to use.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    attribute("buttonBorderShape", ".\(shape.name)")
  }

  /// Sets the style for labels within this view (recorded as the `labelStyle` attribute).
  ///
  /// ```swift
  /// Label("Cart", systemImage: "cart").labelStyle(.iconOnly)
  /// ```
  ///
  /// - Parameter style: The label style to use.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle {
    attribute("labelStyle", "\(S.self)")
  }

  /// Adds help text to a view using a text view that you provide (recorded as the `help`
  /// attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Button(action: share) { Image(systemName: "square.and.arrow.up") }.help(Text("Share"))
  /// ```
  ///
  /// - Parameter text: The `Text` view to use as help.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func help(_ text: Text) -> some View {
    attribute("help", text.string.debugDescription)
  }

  /// Adds help text to a view using a localized string that you provide (recorded as the
  /// `help` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Button(action: share) { Image(systemName: "square.and.arrow.up") }.help("Share")
  /// ```
  ///
  /// - Parameter textKey: The key for the localized text to use as help.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func help(_ textKey: LocalizedStringKey) -> some View {
    attribute("help", Text(textKey).string.debugDescription)
  }

  /// Adds help text to a view using a string that you provide (recorded as the `help`
  /// attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Button(action: share) { Image(systemName: "square.and.arrow.up") }.help(item.shareHint)
  /// ```
  ///
  /// - Parameter text: The text to use as help (not localized).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @_disfavoredOverload
  nonisolated public func help<S>(_ text: S) -> some View where S: StringProtocol {
    attribute("help", String(text).debugDescription)
  }
}
