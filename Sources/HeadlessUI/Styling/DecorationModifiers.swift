import Foundation

extension View {
  /// Layers the views that you specify behind this view (rendered after the content, recorded
  /// as the `background` attribute).
  ///
  /// ```swift
  /// Text("New").background { Capsule().fill(.blue) }
  /// ```
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
    attribute("background", "{ \(V.self) }", decoration: AnyView(content()))
  }

  /// Sets the view's background to a style (recorded as the `background` attribute).
  ///
  /// ```swift
  /// Text("Hi").background(Color.yellow)
  /// ```
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
    attribute("background", styleName(style))
  }

  /// Sets the view's background to the default background style.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    attribute("background", "")
  }

  /// Sets the view's background to a shape filled with a style.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape {
    attribute("background", "\(styleName(style)), in: \((shape as? ShapeDescribing)?.shapeDescription ?? "\(T.self)")")
  }

  /// Layers the views that you specify in front of this view (rendered after the content,
  /// recorded as the `overlay` attribute).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
    attribute("overlay", "{ \(V.self) }", decoration: AnyView(content()))
  }

  /// Layers the specified style in front of this view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
    attribute("overlay", styleName(style))
  }

  /// Layers a shape filled with a style in front of this view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape {
    attribute("overlay", "\(styleName(style)), in: \((shape as? ShapeDescribing)?.shapeDescription ?? "\(T.self)")")
  }

  /// Sets the transparency of this view (recorded as the `opacity` attribute).
  nonisolated public func opacity(_ opacity: Double) -> some View {
    attribute("opacity", "\(opacity)")
  }

  /// Sets a clipping shape for this view (recorded as the `clipShape` attribute).
  ///
  /// ```swift
  /// Image("avatar").clipShape(Circle())
  /// ```
  nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape {
    attribute("clipShape", (shape as? ShapeDescribing)?.shapeDescription ?? "\(S.self)")
  }

  /// Clips this view to its bounding frame, with the specified corner radius (recorded as the
  /// `cornerRadius` attribute).
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
