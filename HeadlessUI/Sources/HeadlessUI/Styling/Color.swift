import Foundation

/// A representation of a color that adapts to a given context.
///
/// HeadlessUI records colors by name (`red`, `accentColor`, `"Brand"` for an asset) or by
/// components; as a view, a color shows nothing but is reported in the tree dump.
///
/// ```swift
/// // Fragment
/// Text("Error").foregroundStyle(Color.red)
/// Color.blue.opacity(0.5)
/// ```
@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable {
  internal let name: String

  internal init(name: String) {
    self.name = name
  }

  /// A textual representation of the color (its name, or its components).
  public var description: String { name }

  /// Creates a color from a color set that you indicate by name.
  ///
  /// - Parameters:
  ///   - name: The name of the color resource to look up.
  ///   - bundle: The bundle in which to search for the color resource (ignored by HeadlessUI, which
  ///     records the name). If you don't indicate a bundle, the initializer looks in your app's
  ///     main bundle by default.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(name: name.debugDescription)
  }

  /// A profile that specifies how to interpret a color value for display.
  public enum RGBColorSpace: Equatable, Hashable, Sendable {
    /// The extended red, green, blue (sRGB) color space.
    case sRGB
    /// The extended sRGB color space with a linear transfer function.
    case sRGBLinear
    /// The Display P3 color space.
    case displayP3
  }

  /// Creates a constant color from red, green, and blue component values.
  ///
  /// - Parameters:
  ///   - colorSpace: The profile that specifies how to interpret the color for display (not
  ///     recorded by HeadlessUI). The default is ``Color/RGBColorSpace/sRGB``.
  ///   - red: The amount of red in the color.
  ///   - green: The amount of green in the color.
  ///   - blue: The amount of blue in the color.
  ///   - opacity: An optional degree of opacity, given in the range `0` to `1`. A value of `0`
  ///     means 100% transparency, while a value of `1` means 100% opacity. The default is `1`.
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(name: "Color(red: \(red), green: \(green), blue: \(blue)\(opacity == 1 ? "" : ", opacity: \(opacity)"))")
  }

  /// Creates a constant grayscale color.
  ///
  /// - Parameters:
  ///   - colorSpace: The profile that specifies how to interpret the color for display (not
  ///     recorded by HeadlessUI). The default is ``Color/RGBColorSpace/sRGB``.
  ///   - white: A value that indicates how white the color is, with higher values closer to 100%
  ///     white, and lower values closer to 100% black.
  ///   - opacity: An optional degree of opacity, given in the range `0` to `1`. A value of `0`
  ///     means 100% transparency, while a value of `1` means 100% opacity. The default is `1`.
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(name: "Color(white: \(white)\(opacity == 1 ? "" : ", opacity: \(opacity)"))")
  }

  /// Creates a constant color from hue, saturation, and brightness values.
  ///
  /// - Parameters:
  ///   - hue: A value in the range `0` to `1` that maps to an angle from 0° to 360° to represent a
  ///     shade on the color wheel.
  ///   - saturation: A value in the range `0` to `1` that indicates how strongly the hue affects
  ///     the color. A value of `0` removes the effect of the hue, resulting in gray. As the value
  ///     increases, the hue becomes more prominent.
  ///   - brightness: A value in the range `0` to `1` that indicates how bright a color is. A value
  ///     of `0` results in black, regardless of the other components. The color lightens as you
  ///     increase this component.
  ///   - opacity: An optional degree of opacity, given in the range `0` to `1`. A value of `0`
  ///     means 100% transparency, while a value of `1` means 100% opacity. The default is `1`.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    self.init(name: "Color(hue: \(hue), saturation: \(saturation), brightness: \(brightness)\(opacity == 1 ? "" : ", opacity: \(opacity)"))")
  }

  /// Multiplies the opacity of the color by the given amount.
  ///
  /// - Parameter opacity: The amount by which to multiply the opacity of the color.
  public func opacity(_ opacity: Double) -> Color {
    Color(name: "\(name).opacity(\(opacity))")
  }
}

extension Color {
  /// A context-dependent black color.
  public static let black = Color(name: "black")
  /// A context-dependent white color.
  public static let white = Color(name: "white")
  /// A context-dependent gray color.
  public static let gray = Color(name: "gray")
  /// A context-dependent red color.
  public static let red = Color(name: "red")
  /// A context-dependent green color.
  public static let green = Color(name: "green")
  /// A context-dependent blue color.
  public static let blue = Color(name: "blue")
  /// A context-dependent orange color.
  public static let orange = Color(name: "orange")
  /// A context-dependent yellow color.
  public static let yellow = Color(name: "yellow")
  /// A context-dependent pink color.
  public static let pink = Color(name: "pink")
  /// A context-dependent purple color.
  public static let purple = Color(name: "purple")
  /// A context-dependent mint color.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let mint = Color(name: "mint")
  /// A context-dependent teal color.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let teal = Color(name: "teal")
  /// A context-dependent cyan color.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let cyan = Color(name: "cyan")
  /// A context-dependent indigo color.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let indigo = Color(name: "indigo")
  /// A context-dependent brown color.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let brown = Color(name: "brown")
  /// A clear color suitable for use in UI elements.
  public static let clear = Color(name: "clear")
  /// The color to use for primary content.
  public static let primary = Color(name: "primary")
  /// The color to use for secondary content.
  public static let secondary = Color(name: "secondary")
  /// A color that reflects the accent color of the system or app.
  public static var accentColor: Color { Color(name: "accentColor") }
}

extension Color: View {
  public typealias Body = Never
}

extension Color: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {}

  func describe(_ node: Node) -> String? { "Color.\(name)" }
}

extension Color: ShapeStyle {}
