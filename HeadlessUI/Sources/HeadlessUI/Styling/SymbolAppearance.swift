/// A symbol rendering mode (HeadlessUI draws nothing: the mode is recorded as the
/// `symbolRenderingMode` attribute).
///
/// ```swift
/// Image(systemName: "faceid").symbolRenderingMode(.hierarchical)
/// ```
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SymbolRenderingMode: Sendable {
  internal let name: String

  /// A mode that renders symbols as a single layer filled with the foreground style.
  public static let monochrome = SymbolRenderingMode(name: ".monochrome")
  /// A mode that renders symbols as multiple layers with their inherent styles.
  public static let multicolor = SymbolRenderingMode(name: ".multicolor")
  /// A mode that renders symbols as multiple layers, with different opacities applied to the
  /// foreground style.
  public static let hierarchical = SymbolRenderingMode(name: ".hierarchical")
  /// A mode that renders symbols as multiple layers, with different styles applied to the
  /// layers.
  public static let palette = SymbolRenderingMode(name: ".palette")
}

/// A variant of a symbol (HeadlessUI draws nothing: the variant is recorded as the
/// `symbolVariant` attribute).
///
/// ```swift
/// // Fragment
/// Label("Favorite", systemImage: "star").symbolVariant(.fill)
/// ```
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SymbolVariants: Hashable, Sendable {
  internal let names: [String]

  /// No variant for a symbol.
  public static let none = SymbolVariants(names: [])
  /// A variant that encapsulates the symbol in a circle.
  public static let circle = SymbolVariants(names: ["circle"])
  /// A variant that encapsulates the symbol in a square.
  public static let square = SymbolVariants(names: ["square"])
  /// A variant that encapsulates the symbol in a rectangle.
  public static let rectangle = SymbolVariants(names: ["rectangle"])
  /// A variant that fills the symbol.
  public static let fill = SymbolVariants(names: ["fill"])
  /// A variant that draws a slash through the symbol.
  public static let slash = SymbolVariants(names: ["slash"])

  /// A version of the variant that's encapsulated in a circle.
  public var circle: SymbolVariants { adding("circle") }
  /// A version of the variant that's encapsulated in a square.
  public var square: SymbolVariants { adding("square") }
  /// A version of the variant that's encapsulated in a rectangle.
  public var rectangle: SymbolVariants { adding("rectangle") }
  /// A filled version of the variant.
  public var fill: SymbolVariants { adding("fill") }
  /// A slashed version of the variant.
  public var slash: SymbolVariants { adding("slash") }

  /// Returns a Boolean value that indicates whether the current variant contains the specified
  /// variant.
  ///
  /// - Parameter other: A variant to look for in this variant.
  /// - Returns: `true` if this variant contains `other`; otherwise, `false`.
  public func contains(_ other: SymbolVariants) -> Bool {
    Set(other.names).isSubset(of: Set(names))
  }

  private func adding(_ name: String) -> SymbolVariants {
    SymbolVariants(names: names.contains(name) ? names : names + [name])
  }

  /// The variant as written in source: `.circle.fill`, `.none`.
  internal var spelling: String { names.isEmpty ? ".none" : "." + names.joined(separator: ".") }
}

extension View {
  /// Sets the rendering mode for symbol images within this view (recorded as the
  /// `symbolRenderingMode` attribute).
  ///
  /// - Parameter mode: The symbol rendering mode to use.
  /// - Returns: A view that uses the rendering mode you supply.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    attribute("symbolRenderingMode", mode?.name ?? "nil")
  }

  /// Makes symbols within the view show a particular variant (recorded as the `symbolVariant`
  /// attribute).
  ///
  /// - Parameter variant: The variant to use for symbols.
  /// - Returns: A view that applies the specified symbol variant or variants to symbols in this
  ///   view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
    attribute("symbolVariant", variant.spelling)
  }
}
