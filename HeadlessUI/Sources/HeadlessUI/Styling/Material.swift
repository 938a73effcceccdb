/// A background material type (recorded by name: HeadlessUI blurs nothing).
///
/// ```swift
/// // Fragment
/// Text("Now playing").padding().background(.regularMaterial)
/// ```
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Material: ShapeStyle, CustomStringConvertible {
  internal let name: String

  /// The material's name as a shape style, such as `regularMaterial`.
  public var description: String { name }

  /// A material that's somewhat translucent.
  public static let regular = Material(name: "regularMaterial")
  /// A material that's more opaque than translucent.
  public static let thick = Material(name: "thickMaterial")
  /// A material that's more translucent than opaque.
  public static let thin = Material(name: "thinMaterial")
  /// A mostly translucent material.
  public static let ultraThin = Material(name: "ultraThinMaterial")
  /// A mostly opaque material.
  public static let ultraThick = Material(name: "ultraThickMaterial")
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Material {
  /// A material matching the style of system toolbars.
  @available(watchOS, unavailable)
  public static let bar = Material(name: "bar")
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == Material {
  /// A material that's somewhat translucent.
  public static var regularMaterial: Material { .regular }
  /// A material that's more opaque than translucent.
  public static var thickMaterial: Material { .thick }
  /// A material that's more translucent than opaque.
  public static var thinMaterial: Material { .thin }
  /// A mostly translucent material.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A mostly opaque material.
  public static var ultraThickMaterial: Material { .ultraThick }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@available(watchOS, unavailable)
extension ShapeStyle where Self == Material {
  /// A material matching the style of system toolbars.
  public static var bar: Material { Material.bar }
}
