// `navigationBarTitle(_:displayMode:)`: the navigation title and display mode of SwiftUI's first
// releases, soft-deprecated in favour of `navigationTitle(_:)` and
// `navigationBarTitleDisplayMode(_:)`, whose attributes it records.

extension View {
  /// Sets the title and display mode in the navigation bar for this view (recorded as the
  /// `navigationTitle` and `navigationBarTitleDisplayMode` attributes).
  ///
  /// ```swift
  /// // Fragment
  /// List(stops) { StopRow(stop: $0) }.navigationBarTitle(Text("Stops"), displayMode: .inline)
  /// ```
  ///
  /// - Parameters:
  ///   - title: A title for this view to display in the navigation bar.
  ///   - displayMode: The style to use for displaying the title.
  /// - Returns: A view that sets the navigation bar's title and display mode.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationBarTitle(title.string, displayMode)
  }

  /// Sets the title, from a localized string key, and display mode in the navigation bar for
  /// this view (recorded as the `navigationTitle` and `navigationBarTitleDisplayMode` attributes).
  ///
  /// - Parameters:
  ///   - titleKey: A key to a localized description of this view to display in the navigation
  ///     bar.
  ///   - displayMode: The style to use for displaying the title.
  /// - Returns: A view that sets the navigation bar's title and display mode.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationBarTitle(Text(titleKey).string, displayMode)
  }

  /// Sets the title, from a string, and display mode in the navigation bar for this view
  /// (recorded as the `navigationTitle` and `navigationBarTitleDisplayMode` attributes).
  ///
  /// - Parameters:
  ///   - title: A title for this view to display in the navigation bar.
  ///   - displayMode: The type of display mode to use for the navigation bar title.
  /// - Returns: A view that sets the navigation bar's title and display mode.
  @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @_disfavoredOverload
  nonisolated public func navigationBarTitle<S>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View where S: StringProtocol {
    navigationBarTitle(String(title), displayMode)
  }

  /// The title and display mode, recorded as `navigationTitle(_:)` and
  /// `navigationBarTitleDisplayMode(_:)` record them.
  nonisolated private func navigationBarTitle(_ title: String, _ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    attribute("navigationBarTitleDisplayMode", ".\(displayMode)").attribute("navigationTitle", title.debugDescription)
  }
}
