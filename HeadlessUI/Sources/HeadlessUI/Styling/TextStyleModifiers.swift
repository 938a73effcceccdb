extension View {
  /// Sets the default font for text in this view (recorded as the `font` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Text("Feed").font(.largeTitle)
  /// ```
  ///
  /// - Parameter font: The default font to use in this view; `nil` for the inherited one.
  nonisolated public func font(_ font: Font?) -> some View {
    attribute("font", font?.name ?? "nil")
  }

  /// Sets the font weight of the text in this view (recorded as the `fontWeight` attribute).
  ///
  /// - Parameter weight: One of the available font weights; `nil` for the inherited one.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
    attribute("fontWeight", weight?.name ?? "nil")
  }

  /// Sets a view's foreground elements to use a given style (recorded as the `foregroundStyle`
  /// attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Text("Draft").foregroundStyle(.secondary)
  /// ```
  ///
  /// - Parameter style: The color or pattern to use when filling in the foreground elements.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
    attribute("foregroundStyle", styleName(style))
  }

  /// Sets the color of the foreground elements displayed by this view (recorded as the
  /// `foregroundColor` attribute).
  ///
  /// - Parameter color: The foreground color to use when displaying this view. Pass `nil` to remove
  ///   any custom foreground color and to allow the system or the container to provide its own
  ///   foreground color.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  nonisolated public func foregroundColor(_ color: Color?) -> some View {
    attribute("foregroundColor", color.map(styleName) ?? "nil")
  }

  /// Sets the tint color within this view (recorded as the `tint` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Button("Buy") { buy() }.tint(.green)
  /// ```
  ///
  /// - Parameter tint: The tint ``Color`` to apply; `nil` for the inherited one.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func tint(_ tint: Color?) -> some View {
    attribute("tint", tint.map(styleName) ?? "nil")
  }

  /// Sets the tint within this view to a shape style (recorded as the `tint` attribute).
  ///
  /// - Parameter tint: The tint effect to use, or `nil` to not override the inherited tint.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle {
    attribute("tint", tint.map(styleName) ?? "nil")
  }
}

extension Text {
  /// Sets the default font for the text.
  ///
  /// - Parameter font: The font to use when displaying this text; `nil` for the inherited one.
  /// - Returns: Text that uses the font you specify.
  nonisolated public func font(_ font: Font?) -> Text {
    adding(.font(font?.name ?? "nil"))
  }

  /// Sets the font weight of the text.
  ///
  /// - Parameter weight: One of the available font weights; `nil` for the inherited one.
  /// - Returns: Text that uses the font weight you specify.
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text {
    adding(.fontWeight(weight?.name ?? "nil"))
  }

  /// Sets the color of the text displayed by this view.
  ///
  /// - Parameter color: The color to use when displaying this text; `nil` for the inherited one.
  /// - Returns: A text view that uses the color value you supply.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  nonisolated public func foregroundColor(_ color: Color?) -> Text {
    adding(.foregroundColor(color.map(styleName) ?? "nil"))
  }
}
