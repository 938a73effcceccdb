// The view-taking `background(_:alignment:)` and `overlay(_:alignment:)` of SwiftUI's first
// releases: soft-deprecated in favour of the view-builder forms, still common in apps. A `Color`
// is both a view and a shape style, and apps write `.background(Color.red)` against Apple's SDK
// without ambiguity; these forms are disfavoured so that the call is unambiguous here too.

extension View {
  /// Layers the given view behind this view (rendered after the content, recorded as the
  /// `background` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Text("3").background(Circle().fill(Color.red), alignment: .center)
  /// ```
  ///
  /// - Parameters:
  ///   - background: The view to draw behind this view.
  ///   - alignment: The alignment with a default value of ``Alignment/center`` that you use to
  ///     position the background view (not recorded by HeadlessUI).
  /// - Returns: A view that layers `background` behind this view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @_disfavoredOverload
  nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background: View {
    attribute("background", "\(Background.self)", decoration: AnyView(background))
  }

  /// Layers a secondary view in front of this view (rendered after the content, recorded as the
  /// `overlay` attribute).
  ///
  /// ```swift
  /// Image(systemName: "bell").overlay(Text("3"), alignment: .topTrailing)
  /// ```
  ///
  /// - Parameters:
  ///   - overlay: The view to layer in front of this view.
  ///   - alignment: The alignment for `overlay` in relation to this view (not recorded by
  ///     HeadlessUI).
  /// - Returns: A view that layers `overlay` in front of the view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @_disfavoredOverload
  nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View {
    attribute("overlay", "\(Overlay.self)", decoration: AnyView(overlay))
  }
}
