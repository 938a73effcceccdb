import Foundation

// List row and scrolling appearance HeadlessUI records as inert attributes: each modifier is
// one declaration with Apple's signature over the shared `attribute(_:_:)`, with the types it
// takes.

/// An edge on the vertical axis.
///
/// ```swift
/// // Fragment
/// row.listRowSeparator(.hidden, edges: .bottom)
/// ```
@frozen
public enum VerticalEdge: Int8, CaseIterable, Codable, Sendable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom

  /// An efficient set of vertical edges.
  @frozen
  public struct Set: OptionSet, Sendable {
    /// The element type of the option set.
    public typealias Element = VerticalEdge.Set

    /// The raw value.
    public let rawValue: Int8

    /// Creates a set of edges.
    ///
    /// - Parameter rawValue: The raw value of the set.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = VerticalEdge.Set(rawValue: 1 << 0)
    /// The bottom edge.
    public static let bottom = VerticalEdge.Set(rawValue: 1 << 1)
    /// Both edges.
    public static let all = VerticalEdge.Set(rawValue: 0b11)

    /// Creates an instance containing just `e`.
    ///
    /// - Parameter e: The edge.
    public init(_ e: VerticalEdge) {
      self = e == .top ? .top : .bottom
    }
  }
}

/// The ways that scrollable content can interact with the software keyboard.
///
/// ```swift
/// // Fragment
/// List { rows }.scrollDismissesKeyboard(.interactively)
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@available(visionOS, unavailable)
public struct ScrollDismissesKeyboardMode: Sendable {
  internal let name: String

  /// Determine the mode automatically based on the surrounding context.
  public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "automatic") }
  /// Dismiss the keyboard as soon as scrolling starts.
  public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "immediately") }
  /// Enable people to interactively dismiss the keyboard as part of the scroll operation.
  public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "interactively") }
  /// Never dismiss the keyboard automatically as a result of scrolling.
  public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "never") }
}

/// The visibility of scroll indicators of a UI element.
///
/// ```swift
/// // Fragment
/// ScrollView { content }.scrollIndicators(.hidden)
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ScrollIndicatorVisibility {
  internal let name: String

  /// Scroll indicator visibility depends on the policies of the component accepting the
  /// visibility configuration.
  public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "automatic") }
  /// Show the scroll indicators.
  public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "visible") }
  /// Hide the scroll indicators.
  public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "hidden") }
  /// Scroll indicators should never be visible.
  public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "never") }
}

// Apple's `ScrollIndicatorVisibility` is `Equatable` from iOS 16.4 on, and not `Sendable`.
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
extension ScrollIndicatorVisibility: Equatable {}

@available(*, unavailable)
extension ScrollIndicatorVisibility: Sendable {}

extension View {
  /// Sets the display mode for the separator associated with this specific row (recorded as
  /// the `listRowSeparator` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// ProductRow(product: product).listRowSeparator(.hidden)
  /// ```
  ///
  /// - Parameters:
  ///   - visibility: The visibility of this row's separators.
  ///   - edges: The set of row edges for which this preference applies.
  @available(iOS 15.0, macOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    attribute("listRowSeparator", ".\(visibility)")
  }

  /// Applies an inset to the rows in a list (recorded as the `listRowInsets` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Banner().listRowInsets(EdgeInsets())
  /// ```
  ///
  /// - Parameter insets: The ``EdgeInsets`` to apply to the edges of the view.
  nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    attribute("listRowInsets", insets.map { "EdgeInsets(top: \($0.top), leading: \($0.leading), bottom: \($0.bottom), trailing: \($0.trailing))" } ?? "nil")
  }

  /// Places a custom background view behind a list row item (recorded as the
  /// `listRowBackground` attribute; the view is rendered after the row).
  ///
  /// ```swift
  /// // Fragment
  /// Text(item.name).listRowBackground(Color.yellow)
  /// ```
  ///
  /// - Parameter view: The ``View`` to use as the background behind the list row view.
  nonisolated public func listRowBackground<V>(_ view: V?) -> some View where V: View {
    attribute("listRowBackground", view.map { "\(type(of: $0))" } ?? "nil", decoration: view.map { AnyView($0) })
  }

  /// Specifies the visibility of the background for scrollable views within this view
  /// (recorded as the `scrollContentBackground` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Form { fields }.scrollContentBackground(.hidden)
  /// ```
  ///
  /// - Parameter visibility: the visibility to use for the background.
  @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
  @available(tvOS, unavailable)
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
    attribute("scrollContentBackground", ".\(visibility)")
  }

  /// Configures the behavior in which scrollable content interacts with the software keyboard
  /// (recorded as the `scrollDismissesKeyboard` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// ScrollView { form }.scrollDismissesKeyboard(.interactively)
  /// ```
  ///
  /// - Parameter mode: The keyboard dismissal mode that scrollable content uses.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @available(visionOS, unavailable)
  nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    attribute("scrollDismissesKeyboard", ".\(mode.name)")
  }

  /// Sets the visibility of scroll indicators within this view (recorded as the
  /// `scrollIndicators` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// ScrollView(.horizontal) { chips }.scrollIndicators(.hidden)
  /// ```
  ///
  /// - Parameters:
  ///   - visibility: The visibility to apply to scrollable views.
  ///   - axes: The axes of scrollable views that the visibility applies to.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
    attribute("scrollIndicators", ".\(visibility.name)")
  }

  /// Shows the specified content beside the modified view, along a vertical edge of the safe
  /// area (recorded as the `safeAreaInset` attribute; the content is rendered after the view).
  ///
  /// ```swift
  /// // Fragment
  /// List { rows }.safeAreaInset(edge: .bottom) { CheckoutBar() }
  /// ```
  ///
  /// - Parameters:
  ///   - edge: The vertical edge of the view to inset by the height of `content`, to make room
  ///     for `content`.
  ///   - alignment: The alignment guide used to position `content` horizontally.
  ///   - spacing: Extra distance placed between the two views, or nil to use the default amount
  ///     of spacing.
  ///   - content: A view builder function providing the view to display in the inset space of
  ///     the modified view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func safeAreaInset<V>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View where V: View {
    attribute("safeAreaInset", "edge: .\(edge)", decoration: AnyView(content()))
  }

  /// Shows the specified content beside the modified view, along a horizontal edge of the safe
  /// area (recorded as the `safeAreaInset` attribute; the content is rendered after the view).
  ///
  /// ```swift
  /// // Fragment
  /// Map().safeAreaInset(edge: .leading) { Sidebar() }
  /// ```
  ///
  /// - Parameters:
  ///   - edge: The horizontal edge of the view to inset by the width of `content`, to make room
  ///     for `content`.
  ///   - alignment: The alignment guide used to position `content` vertically.
  ///   - spacing: Extra distance placed between the two views, or nil to use the default amount
  ///     of spacing.
  ///   - content: A view builder function providing the view to display in the inset space of
  ///     the modified view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func safeAreaInset<V>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View where V: View {
    attribute("safeAreaInset", "edge: .\(edge)", decoration: AnyView(content()))
  }
}
