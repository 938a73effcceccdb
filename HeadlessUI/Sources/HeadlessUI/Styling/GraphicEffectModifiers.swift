import Foundation

// Graphic effects HeadlessUI records as inert attributes (it draws nothing): each modifier is one
// declaration with Apple's signature over the shared `attribute(_:_:)`. A mask's view is not
// mounted: it only draws, so queries never find it.

extension View {
  /// Adds a grayscale effect to this view (recorded as the `grayscale` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Image("avatar").grayscale(isArchived ? 1 : 0)
  /// ```
  ///
  /// - Parameter amount: The intensity of grayscale to apply from 0.0 to less than 1.0.
  nonisolated public func grayscale(_ amount: Double) -> some View {
    attribute("grayscale", "\(amount)")
  }

  /// Applies a Gaussian blur to this view (recorded as the `blur` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// SecretsView().blur(radius: isLocked ? 20 : 0)
  /// ```
  ///
  /// - Parameters:
  ///   - radius: The radial size of the blur. A blur is more diffuse when its radius is large.
  ///   - opaque: A Boolean value that indicates whether the blur renderer permits transparency
  ///     in the blur output.
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    attribute("blur", "radius: \(radius)\(opaque ? ", opaque: true" : "")")
  }

  /// Adds a luminance to alpha effect to this view (recorded as the `luminanceToAlpha`
  /// attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Palette().luminanceToAlpha()
  /// ```
  nonisolated public func luminanceToAlpha() -> some View {
    attribute("luminanceToAlpha", "")
  }

  /// Wraps this view in a compositing group (recorded as the `compositingGroup` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Badge().compositingGroup().opacity(0.5)
  /// ```
  nonisolated public func compositingGroup() -> some View {
    attribute("compositingGroup", "")
  }

  /// Renders a view's content as if it's rotated in three dimensions around the specified axis
  /// (recorded as the `rotation3DEffect` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Card().rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
  /// ```
  ///
  /// - Parameters:
  ///   - angle: The angle at which to rotate the view.
  ///   - axis: The x, y and z elements that specify the axis of rotation.
  ///   - anchor: The location with a default of center that defines a point in 3D space about
  ///     which the rotation is anchored.
  ///   - anchorZ: The location with a default of 0 that defines a point in 3D space about which
  ///     the rotation is anchored.
  ///   - perspective: The relative vanishing point with a default of 1 for this rotation.
  nonisolated public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View {
    attribute("rotation3DEffect", "\(angle.description), axis: (x: \(axis.x), y: \(axis.y), z: \(axis.z))")
  }

  /// Masks this view using the alpha channel of the given view (recorded as the `mask`
  /// attribute with the mask's type; the mask is not mounted, having nothing but pixels to
  /// give).
  ///
  /// ```swift
  /// // Fragment
  /// LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
  ///   .mask { Text("Sale").font(.largeTitle) }
  /// ```
  ///
  /// - Parameters:
  ///   - alignment: The alignment for `mask` in relation to this view.
  ///   - mask: The view whose alpha the rendering system applies to the specified view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func mask<Mask>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View
  where Mask: View {
    attribute("mask", "\(Mask.self)")
  }
}
