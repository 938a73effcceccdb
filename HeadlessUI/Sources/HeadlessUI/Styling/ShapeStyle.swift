/// A color or pattern to use when rendering a shape (recorded by name in HeadlessUI).
///
/// ```swift
/// // Fragment
/// Text("Hi").foregroundStyle(.secondary)
/// Circle().fill(.blue)
/// ```
public protocol ShapeStyle: Sendable {}

extension ShapeStyle where Self == Color {
  /// A context-dependent black color suitable for use in UI elements.
  public static var black: Color { Color(name: "black") }
  /// A context-dependent white color suitable for use in UI elements.
  public static var white: Color { Color(name: "white") }
  /// A context-dependent gray color suitable for use in UI elements.
  public static var gray: Color { Color(name: "gray") }
  /// A context-dependent red color suitable for use in UI elements.
  public static var red: Color { Color(name: "red") }
  /// A context-dependent green color suitable for use in UI elements.
  public static var green: Color { Color(name: "green") }
  /// A context-dependent blue color suitable for use in UI elements.
  public static var blue: Color { Color(name: "blue") }
  /// A context-dependent orange color suitable for use in UI elements.
  public static var orange: Color { Color(name: "orange") }
  /// A context-dependent yellow color suitable for use in UI elements.
  public static var yellow: Color { Color(name: "yellow") }
  /// A context-dependent pink color suitable for use in UI elements.
  public static var pink: Color { Color(name: "pink") }
  /// A context-dependent purple color suitable for use in UI elements.
  public static var purple: Color { Color(name: "purple") }
  /// A context-dependent mint color suitable for use in UI elements.
  public static var mint: Color { Color(name: "mint") }
  /// A context-dependent teal color suitable for use in UI elements.
  public static var teal: Color { Color(name: "teal") }
  /// A context-dependent cyan color suitable for use in UI elements.
  public static var cyan: Color { Color(name: "cyan") }
  /// A context-dependent indigo color suitable for use in UI elements.
  public static var indigo: Color { Color(name: "indigo") }
  /// A context-dependent brown color suitable for use in UI elements.
  public static var brown: Color { Color(name: "brown") }
  /// A clear color suitable for use in UI elements.
  public static var clear: Color { Color(name: "clear") }
}

/// A shape style that maps to one of the numbered content styles (primary, secondary…).
@frozen
public struct HierarchicalShapeStyle: ShapeStyle, CustomStringConvertible {
  internal let level: String

  /// The style's name, such as `secondary`.
  public var description: String { level }

  /// A shape style that maps to the first level of the current content style.
  public static let primary = HierarchicalShapeStyle(level: "primary")
  /// A shape style that maps to the second level of the current content style.
  public static let secondary = HierarchicalShapeStyle(level: "secondary")
  /// A shape style that maps to the third level of the current content style.
  public static let tertiary = HierarchicalShapeStyle(level: "tertiary")
  /// A shape style that maps to the fourth level of the current content style.
  public static let quaternary = HierarchicalShapeStyle(level: "quaternary")
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// A shape style that maps to the first level of the current content style.
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: "primary") }
  /// A shape style that maps to the second level of the current content style.
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: "secondary") }
  /// A shape style that maps to the third level of the current content style.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: "tertiary") }
  /// A shape style that maps to the fourth level of the current content style.
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: "quaternary") }
}

/// A style reflecting the current tint color.
@frozen
public struct TintShapeStyle: ShapeStyle, CustomStringConvertible {
  /// Creates a tint shape style.
  public init() {}

  /// `tint`.
  public var description: String { "tint" }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// A style that reflects the current tint color.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The value of a shape style in attributes: `.red`, `.secondary`, `"Brand"`…
func styleName(_ style: Any) -> String {
  let name = String(describing: style)
  return name.first == "\"" || name.hasPrefix("Color(") || name.contains(".") ? name : ".\(name)"
}
