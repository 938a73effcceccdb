import Foundation

extension View {
  /// Layers the views that you specify behind this view (rendered after the content, recorded
  /// as the `background` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Text("New").background { Capsule().fill(.blue) }
  /// ```
  ///
  /// - Parameters:
  ///   - alignment: The alignment that the modifier uses to position the implicit `ZStack` that
  ///     groups the background views (not recorded by HeadlessUI). The default is
  ///     ``Alignment/center``.
  ///   - content: A view builder that returns the views to layer behind this view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
    attribute("background", "{ \(V.self) }", decoration: AnyView(content()))
  }

  /// Sets the view's background to a style (recorded as the `background` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Text("Hi").background(Color.yellow)
  /// ```
  ///
  /// - Parameters:
  ///   - style: An instance of a type that conforms to ``ShapeStyle`` that SwiftUI draws behind the
  ///     modified view.
  ///   - edges: The set of edges for which to ignore safe area insets when adding the style (not
  ///     recorded by HeadlessUI). By default, all edges.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
    attribute("background", styleName(style))
  }

  /// Sets the view's background to the default background style.
  ///
  /// - Parameter edges: The set of edges for which to ignore safe area insets when adding the style
  ///   (not recorded by HeadlessUI). By default, all edges.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    attribute("background", "")
  }

  /// Sets the view's background to a shape filled with a style.
  ///
  /// - Parameters:
  ///   - style: A ``ShapeStyle`` that SwiftUI uses to fill the shape that you specify.
  ///   - shape: An instance of a type that conforms to ``Shape`` that SwiftUI draws behind the
  ///     view.
  ///   - fillStyle: The fill style to use when rendering `shape` (not recorded by HeadlessUI).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape {
    attribute("background", "\(styleName(style)), in: \((shape as? ShapeDescribing)?.shapeDescription ?? "\(T.self)")")
  }

  /// Layers the views that you specify in front of this view (rendered after the content,
  /// recorded as the `overlay` attribute).
  ///
  /// - Parameters:
  ///   - alignment: The alignment that the modifier uses to position the implicit `ZStack` that
  ///     groups the foreground views (not recorded by HeadlessUI). The default is
  ///     ``Alignment/center``.
  ///   - content: A view builder that returns the views to layer in front of this view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
    attribute("overlay", "{ \(V.self) }", decoration: AnyView(content()))
  }

  /// Layers the specified style in front of this view.
  ///
  /// - Parameters:
  ///   - style: An instance of a type that conforms to ``ShapeStyle`` that SwiftUI layers in front
  ///     of the modified view.
  ///   - edges: The set of edges for which to ignore safe area insets when adding the style (not
  ///     recorded by HeadlessUI). By default, all edges.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
    attribute("overlay", styleName(style))
  }

  /// Layers a shape filled with a style in front of this view.
  ///
  /// - Parameters:
  ///   - style: A ``ShapeStyle`` that SwiftUI uses to fill the shape that you specify.
  ///   - shape: An instance of a type that conforms to ``Shape`` that SwiftUI draws in front of the
  ///     view.
  ///   - fillStyle: The fill style to use when rendering `shape` (not recorded by HeadlessUI).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape {
    attribute("overlay", "\(styleName(style)), in: \((shape as? ShapeDescribing)?.shapeDescription ?? "\(T.self)")")
  }

  /// Sets the transparency of this view (recorded as the `opacity` attribute).
  ///
  /// - Parameter opacity: A value between `0` (fully transparent) and `1` (fully opaque).
  nonisolated public func opacity(_ opacity: Double) -> some View {
    attribute("opacity", "\(opacity)")
  }

  /// Sets a clipping shape for this view (recorded as the `clipShape` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Image("avatar").clipShape(Circle())
  /// ```
  ///
  /// - Parameters:
  ///   - shape: The clipping shape to use for this view.
  ///   - style: The fill style to use when rasterizing `shape` (not recorded by HeadlessUI).
  nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape {
    attribute("clipShape", (shape as? ShapeDescribing)?.shapeDescription ?? "\(S.self)")
  }

  /// Clips this view to its bounding frame, with the specified corner radius (recorded as the
  /// `cornerRadius` attribute).
  ///
  /// - Parameters:
  ///   - radius: The corner radius.
  ///   - antialiased: A Boolean value that indicates whether the rendering system applies smoothing
  ///     to the edges of the clipping rectangle (not recorded by HeadlessUI).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    attribute("cornerRadius", "\(radius)")
  }

  /// Hides this view unconditionally: it stays in the tree (with its state) but host queries do
  /// not find anything inside it, as a hidden view cannot be seen or tapped.
  nonisolated public func hidden() -> some View {
    attribute("hidden", "")
  }
}
