import Foundation

// Presentation appearance HeadlessUI records as inert attributes: each modifier is one
// declaration with Apple's signature over the shared `attribute(_:_:)`, with the types it takes.

/// A type that represents a height where a sheet naturally rests.
///
/// ```swift
/// // Fragment
/// .sheet(isPresented: $showsFilters) { Filters().presentationDetents([.medium, .large]) }
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
  internal let name: String

  /// The system detent for a sheet that's approximately half the height of the screen, and is
  /// inactive in compact height.
  public static let medium = PresentationDetent(name: "medium")
  /// The system detent for a sheet at full height.
  public static let large = PresentationDetent(name: "large")

  /// A custom detent with the specified fractional height.
  ///
  /// - Parameter fraction: A fraction of the available height, from 0 to 1.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction(\(fraction))")
  }

  /// A custom detent with the specified height.
  ///
  /// - Parameter height: The height, in points.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "height(\(height))")
  }
}

extension View {
  /// Generates a badge for the view from an integer value (recorded as the `badge` attribute;
  /// zero shows no badge, as in SwiftUI).
  ///
  /// ```swift
  /// // Fragment
  /// CartView().tabItem { Label("Cart", systemImage: "cart") }.badge(cart.count)
  /// ```
  ///
  /// - Parameter count: An integer value to display in the badge. Set the value to zero to hide
  ///   the badge.
  @available(iOS 15.0, macOS 12.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func badge(_ count: Int) -> some View {
    attribute("badge", count == 0 ? "nil" : "\(count)")
  }

  /// Generates a badge for the view from a text view (recorded as the `badge` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// InboxRow().badge(Text("New"))
  /// ```
  ///
  /// - Parameter label: An optional `Text` view to display as a badge. Set the value to `nil`
  ///   to hide the badge.
  @available(iOS 15.0, macOS 12.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func badge(_ label: Text?) -> some View {
    attribute("badge", label.map { $0.string.debugDescription } ?? "nil")
  }

  /// Generates a badge for the view from a localized string key (recorded as the `badge`
  /// attribute).
  ///
  /// ```swift
  /// // Fragment
  /// InboxRow().badge("New")
  /// ```
  ///
  /// - Parameter key: An optional string key to display as a badge. Set the value to `nil` to
  ///   hide the badge.
  @available(iOS 15.0, macOS 12.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
    attribute("badge", key.map { Text($0).string.debugDescription } ?? "nil")
  }

  /// Generates a badge for the view from a string (recorded as the `badge` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// InboxRow().badge(status.label)
  /// ```
  ///
  /// - Parameter label: An optional string to display as a badge (not localized). Set the value
  ///   to `nil` to hide the badge.
  @available(iOS 15.0, macOS 12.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @_disfavoredOverload
  nonisolated public func badge<S>(_ label: S?) -> some View where S: StringProtocol {
    attribute("badge", label.map { String($0).debugDescription } ?? "nil")
  }

  /// Sets the available detents for the enclosing sheet (recorded as the
  /// `presentationDetents` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Filters().presentationDetents([.medium, .large])
  /// ```
  ///
  /// - Parameter detents: A set of supported detents for the sheet.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    attribute("presentationDetents", detents.map { ".\($0.name)" }.sorted().joined(separator: ", "))
  }

  /// Sets the available detents for the enclosing sheet, giving you programmatic control of
  /// the currently selected detent (recorded as the `presentationDetents` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Filters().presentationDetents([.medium, .large], selection: $detent)
  /// ```
  ///
  /// - Parameters:
  ///   - detents: A set of supported detents for the sheet.
  ///   - selection: A ``Binding`` to the currently selected detent.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
    attribute("presentationDetents", detents.map { ".\($0.name)" }.sorted().joined(separator: ", "))
  }

  /// Sets the visibility of the drag indicator on top of a sheet (recorded as the
  /// `presentationDragIndicator` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Filters().presentationDragIndicator(.visible)
  /// ```
  ///
  /// - Parameter visibility: The preferred visibility of the drag indicator.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    attribute("presentationDragIndicator", ".\(visibility)")
  }

  /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and
  /// inspectors (recorded as the `interactiveDismissDisabled` attribute; the host's
  /// `dismiss()` is programmatic and still dismisses).
  ///
  /// ```swift
  /// // Fragment
  /// EditOrder().interactiveDismissDisabled(hasChanges)
  /// ```
  ///
  /// - Parameter isDisabled: A Boolean value that indicates whether to prevent nonprogrammatic
  ///   dismissal of the containing view hierarchy when presented in a sheet or popover.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    attribute("interactiveDismissDisabled", "\(isDisabled)")
  }
}
