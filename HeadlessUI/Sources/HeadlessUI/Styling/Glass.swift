import Foundation

/// A structure that defines the configuration of the Liquid Glass material (recorded by name:
/// HeadlessUI draws no glass).
///
/// ```swift
/// // Fragment
/// Label("62°C", systemImage: "thermometer.medium").padding().glassEffect(.regular.tint(.orange).interactive())
/// ```
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct Glass: Equatable, Sendable, CustomStringConvertible {
  internal let name: String

  /// The configuration as the host records it, such as `.regular.interactive()`.
  public var description: String { name }

  /// The regular variant of the Liquid Glass material.
  public static var regular: Glass { Glass(name: ".regular") }
  /// The clear variant of the Liquid Glass material.
  public static var clear: Glass { Glass(name: ".clear") }
  /// The identity variant of the Liquid Glass material: it applies no effect.
  public static var identity: Glass { Glass(name: ".identity") }

  /// Returns a copy of the structure with a configured tint color.
  ///
  /// - Parameter color: The tint color, or `nil` for none.
  public func tint(_ color: Color?) -> Glass {
    Glass(name: "\(name).tint(\(color.map { styleName($0) } ?? "nil"))")
  }

  /// Returns a copy of the structure configured to be interactive.
  ///
  /// - Parameter isEnabled: Whether the glass reacts to touches.
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    Glass(name: "\(name).interactive(\(isEnabled ? "" : "false"))")
  }
}

/// The default shape of a glass effect: a capsule.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct DefaultGlassEffectShape: Shape {
  /// Creates the default glass effect shape.
  nonisolated public init() {}

  /// Describes the shape as a path within a rectangular frame of reference (HeadlessUI draws
  /// nothing: the path is the frame).
  ///
  /// - Parameter rect: The frame of reference for describing this shape.
  /// - Returns: The frame's path.
  nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension View {
  /// Applies the Liquid Glass effect to a view (recorded as the `glassEffect` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Text("Hello, World!").padding().glassEffect()
  /// ```
  ///
  /// - Parameters:
  ///   - glass: The glass configuration; `.regular` by default.
  ///   - shape: The shape the glass takes; a capsule by default.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
  @available(visionOS, unavailable)
  nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
    attribute("glassEffect", "\(glass.name)\(shapeName(shape).map { ", in: \($0)" } ?? "")")
  }
}

/// How the host names `shape` in an attribute; `nil` for the default glass shape.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
private func shapeName<S: Shape>(_ shape: S) -> String? {
  if shape is DefaultGlassEffectShape { return nil }
  return (shape as? ShapeDescribing)?.shapeDescription ?? "\(S.self)"
}
