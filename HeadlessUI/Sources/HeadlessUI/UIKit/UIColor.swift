import Foundation

/// UIKit's color object, as a file that imports only SwiftUI sees it on iOS: a recorded name,
/// for `Color(uiColor:)` and `Color(_:)`.
///
/// On iOS, `import SwiftUI` brings UIKit, so app views write `Color(UIColor.systemBackground)` or
/// `Color(uiColor: .label)`. HeadlessUI is not a UIKit: a `UIColor` draws nothing and holds no
/// components; it records how it was made (`UIColor.systemBackground`,
/// `UIColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0)`), and a SwiftUI color made from it
/// reports that name. What it declares is the system colors and the initializers apps use with
/// SwiftUI; the rest of UIKit's API (dynamic providers, trait collections, `cgColor`) is not
/// declared.
///
/// ```swift
/// // Fragment
/// Text("Vault").background(Color(UIColor.secondarySystemBackground))
/// ```
@available(iOS 2.0, watchOS 2.0, *)
// Unchecked because an open class cannot be checked Sendable (UIKit declares it
// NS_SWIFT_SENDABLE). Invariant: its only stored property, `name`, is a `let`, so an
// instance never changes after init and may be read from any thread.
open class UIColor: NSObject, @unchecked Sendable {
  /// How the color was made, as it is reported.
  internal let name: String

  internal init(name: String) {
    self.name = name
    super.init()
  }

  /// Creates a color object from a grayscale value and an opacity.
  ///
  /// - Parameters:
  ///   - white: The grayscale value, from `0` (black) to `1` (white).
  ///   - alpha: The opacity, from `0` (transparent) to `1` (opaque).
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(name: "UIColor(white: \(white), alpha: \(alpha))")
  }

  /// Creates a color object from hue, saturation, brightness and opacity values.
  ///
  /// - Parameters:
  ///   - hue: The hue, from `0` to `1`.
  ///   - saturation: The saturation, from `0` to `1`.
  ///   - brightness: The brightness, from `0` to `1`.
  ///   - alpha: The opacity, from `0` to `1`.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(name: "UIColor(hue: \(hue), saturation: \(saturation), brightness: \(brightness), alpha: \(alpha))")
  }

  /// Creates a color object from red, green, blue and opacity values (sRGB).
  ///
  /// - Parameters:
  ///   - red: The red component, from `0` to `1`.
  ///   - green: The green component, from `0` to `1`.
  ///   - blue: The blue component, from `0` to `1`.
  ///   - alpha: The opacity, from `0` to `1`.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(name: "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))")
  }

  /// Creates a color object from red, green, blue and opacity values in the Display P3 space.
  ///
  /// - Parameters:
  ///   - displayP3Red: The red component, from `0` to `1`.
  ///   - green: The green component, from `0` to `1`.
  ///   - blue: The blue component, from `0` to `1`.
  ///   - alpha: The opacity, from `0` to `1`.
  @available(iOS 10.0, watchOS 3.0, *)
  public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(name: "UIColor(displayP3Red: \(displayP3Red), green: \(green), blue: \(blue), alpha: \(alpha))")
  }

  /// Creates a color object from a named color in the app's asset catalog (HeadlessUI has no
  /// catalog: it records the name and never returns `nil`).
  ///
  /// - Parameter name: The name of the color asset.
  @available(iOS 11.0, watchOS 4.0, *)
  public convenience init?(named name: String) {
    self.init(name: "UIColor(named: \(name.debugDescription))")
  }

  /// Returns a color with the same components and the given opacity.
  ///
  /// - Parameter alpha: The opacity of the new color, from `0` to `1`.
  /// - Returns: The color, recorded as this one with the opacity.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(name: "\(name).withAlphaComponent(\(alpha))")
  }

  /// The color's name, as a test reads it (`UIColor.systemBackground`).
  open override var description: String { name }
}

extension UIColor {
  private static func named(_ name: String) -> UIColor { UIColor(name: "UIColor.\(name)") }

  /// A color object whose grayscale value is 0.0 and whose alpha value is 1.0.
  public class var black: UIColor { named("black") }
  /// A color object whose grayscale value is 1/3 and whose alpha value is 1.0.
  public class var darkGray: UIColor { named("darkGray") }
  /// A color object whose grayscale value is 2/3 and whose alpha value is 1.0.
  public class var lightGray: UIColor { named("lightGray") }
  /// A color object whose grayscale value is 1.0 and whose alpha value is 1.0.
  public class var white: UIColor { named("white") }
  /// A color object whose grayscale value is 0.5 and whose alpha value is 1.0.
  public class var gray: UIColor { named("gray") }
  /// A color object whose RGB values are 1.0, 0.0 and 0.0.
  public class var red: UIColor { named("red") }
  /// A color object whose RGB values are 0.0, 1.0 and 0.0.
  public class var green: UIColor { named("green") }
  /// A color object whose RGB values are 0.0, 0.0 and 1.0.
  public class var blue: UIColor { named("blue") }
  /// A color object whose RGB values are 0.0, 1.0 and 1.0.
  public class var cyan: UIColor { named("cyan") }
  /// A color object whose RGB values are 1.0, 1.0 and 0.0.
  public class var yellow: UIColor { named("yellow") }
  /// A color object whose RGB values are 1.0, 0.0 and 1.0.
  public class var magenta: UIColor { named("magenta") }
  /// A color object whose RGB values are 1.0, 0.5 and 0.0.
  public class var orange: UIColor { named("orange") }
  /// A color object whose RGB values are 0.5, 0.0 and 0.5.
  public class var purple: UIColor { named("purple") }
  /// A color object whose RGB values are 0.6, 0.4 and 0.2.
  public class var brown: UIColor { named("brown") }
  /// A color object whose grayscale and alpha values are both 0.0.
  public class var clear: UIColor { named("clear") }
}

extension UIColor {
  /// A red color that automatically adapts to the current trait environment.
  @available(iOS 7.0, tvOS 9.0, *) @available(watchOS, unavailable)
  public class var systemRed: UIColor { named("systemRed") }
  /// A green color that automatically adapts to the current trait environment.
  @available(iOS 7.0, tvOS 9.0, *) @available(watchOS, unavailable)
  public class var systemGreen: UIColor { named("systemGreen") }
  /// A blue color that automatically adapts to the current trait environment.
  @available(iOS 7.0, tvOS 9.0, *) @available(watchOS, unavailable)
  public class var systemBlue: UIColor { named("systemBlue") }
  /// An orange color that automatically adapts to the current trait environment.
  @available(iOS 7.0, tvOS 9.0, *) @available(watchOS, unavailable)
  public class var systemOrange: UIColor { named("systemOrange") }
  /// A yellow color that automatically adapts to the current trait environment.
  @available(iOS 7.0, tvOS 9.0, *) @available(watchOS, unavailable)
  public class var systemYellow: UIColor { named("systemYellow") }
  /// A pink color that automatically adapts to the current trait environment.
  @available(iOS 7.0, tvOS 9.0, *) @available(watchOS, unavailable)
  public class var systemPink: UIColor { named("systemPink") }
  /// A purple color that automatically adapts to the current trait environment.
  @available(iOS 9.0, tvOS 9.0, *) @available(watchOS, unavailable)
  public class var systemPurple: UIColor { named("systemPurple") }
  /// A teal color that automatically adapts to the current trait environment.
  @available(iOS 7.0, tvOS 9.0, *) @available(watchOS, unavailable)
  public class var systemTeal: UIColor { named("systemTeal") }
  /// An indigo color that automatically adapts to the current trait environment.
  @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
  public class var systemIndigo: UIColor { named("systemIndigo") }
  /// A brown color that automatically adapts to the current trait environment.
  @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
  public class var systemBrown: UIColor { named("systemBrown") }
  /// A mint color that automatically adapts to the current trait environment.
  @available(iOS 15.0, tvOS 15.0, *) @available(watchOS, unavailable)
  public class var systemMint: UIColor { named("systemMint") }
  /// A cyan color that automatically adapts to the current trait environment.
  @available(iOS 15.0, tvOS 15.0, *) @available(watchOS, unavailable)
  public class var systemCyan: UIColor { named("systemCyan") }
  /// The base gray color.
  @available(iOS 7.0, tvOS 9.0, *) @available(watchOS, unavailable)
  public class var systemGray: UIColor { named("systemGray") }
  /// A second-level shade of gray that adapts to the environment.
  @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
  public class var systemGray2: UIColor { named("systemGray2") }
  /// A third-level shade of gray that adapts to the environment.
  @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
  public class var systemGray3: UIColor { named("systemGray3") }
  /// A fourth-level shade of gray that adapts to the environment.
  @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
  public class var systemGray4: UIColor { named("systemGray4") }
  /// A fifth-level shade of gray that adapts to the environment.
  @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
  public class var systemGray5: UIColor { named("systemGray5") }
  /// A sixth-level shade of gray that adapts to the environment.
  @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
  public class var systemGray6: UIColor { named("systemGray6") }
  /// The tint color of the view it is used in.
  @available(iOS 15.0, tvOS 15.0, *) @available(watchOS, unavailable)
  public class var tintColor: UIColor { named("tintColor") }

  /// The color for text labels that contain primary content.
  @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
  public class var label: UIColor { named("label") }
  /// The color for text labels that contain secondary content.
  @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
  public class var secondaryLabel: UIColor { named("secondaryLabel") }
  /// The color for text labels that contain tertiary content.
  @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
  public class var tertiaryLabel: UIColor { named("tertiaryLabel") }
  /// The color for text labels that contain quaternary content.
  @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
  public class var quaternaryLabel: UIColor { named("quaternaryLabel") }
  /// The specified color for links.
  @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
  public class var link: UIColor { named("link") }
  /// The color for placeholder text in controls or text views.
  @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
  public class var placeholderText: UIColor { named("placeholderText") }
  /// The color for thin borders or divider lines that allows some underlying content to be visible.
  @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
  public class var separator: UIColor { named("separator") }
  /// The color for borders or divider lines that hides any underlying content.
  @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
  public class var opaqueSeparator: UIColor { named("opaqueSeparator") }

  /// The color for the main background of your interface.
  @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
  public class var systemBackground: UIColor { named("systemBackground") }
  /// The color for content layered on top of the main background.
  @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
  public class var secondarySystemBackground: UIColor { named("secondarySystemBackground") }
  /// The color for content layered on top of secondary backgrounds.
  @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
  public class var tertiarySystemBackground: UIColor { named("tertiarySystemBackground") }
  /// The color for the main background of your grouped interface.
  @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
  public class var systemGroupedBackground: UIColor { named("systemGroupedBackground") }
  /// The color for content layered on top of the main background of your grouped interface.
  @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
  public class var secondarySystemGroupedBackground: UIColor { named("secondarySystemGroupedBackground") }
  /// The color for content layered on top of secondary backgrounds of your grouped interface.
  @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
  public class var tertiarySystemGroupedBackground: UIColor { named("tertiarySystemGroupedBackground") }

  /// An overlay fill color for thin and small shapes.
  @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
  public class var systemFill: UIColor { named("systemFill") }
  /// An overlay fill color for medium-size shapes.
  @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
  public class var secondarySystemFill: UIColor { named("secondarySystemFill") }
  /// An overlay fill color for large shapes.
  @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
  public class var tertiarySystemFill: UIColor { named("tertiarySystemFill") }
  /// An overlay fill color for large areas that contain complex content.
  @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
  public class var quaternarySystemFill: UIColor { named("quaternarySystemFill") }

  /// The nonadaptable system color for text on a dark background.
  @available(tvOS, unavailable) @available(watchOS, unavailable)
  public class var lightText: UIColor { named("lightText") }
  /// The nonadaptable system color for text on a light background.
  @available(tvOS, unavailable) @available(watchOS, unavailable)
  public class var darkText: UIColor { named("darkText") }
}

extension Color {
  /// Creates a color from a UIKit color (HeadlessUI records the UIKit color's name:
  /// `Color(uiColor: .label)` reports `UIColor.label`).
  ///
  /// - Parameter color: A `UIColor` instance from which to create a color.
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
  public init(uiColor color: UIColor) {
    self.init(name: color.name)
  }

  /// Creates a color from a UIKit color (HeadlessUI records the UIKit color's name).
  ///
  /// - Parameter color: A `UIColor` instance from which to create a color.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
  @_disfavoredOverload
  public init(_ color: UIColor) {
    self.init(name: color.name)
  }
}
