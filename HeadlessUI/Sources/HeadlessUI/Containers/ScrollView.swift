/// A scrollable view (HeadlessUI renders all its content: nothing is off screen).
///
/// ```swift
/// // Fragment
/// ScrollView { LazyVStack { ForEach(items) { ItemRow(item: $0) } } }
/// ```
@MainActor @preconcurrency
public struct ScrollView<Content>: View where Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal var storedContent: Content

  /// The scroll view's content.
  public var content: Content {
    get { storedContent }
    set { storedContent = newValue }
  }

  /// The scrollable axes of the scroll view.
  public var axes: Axis.Set

  /// A value that indicates whether the scroll view displays the scrollable component of the
  /// content offset.
  public var showsIndicators: Bool

  /// Creates a new instance that's scrollable in the direction of the given axis and can show
  /// indicators while scrolling.
  ///
  /// - Parameters:
  ///   - axes: The scroll view's scrollable axis. The default axis is the vertical axis.
  ///   - showsIndicators: A Boolean value that indicates whether the scroll view displays the
  ///     scrollable component of the content offset.
  ///   - content: The view builder that creates the scrollable view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
  nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    storedContent = content()
    self.axes = axes
    self.showsIndicators = showsIndicators
  }
}

extension ScrollView {
  /// Creates a new instance that's scrollable in the direction of the given axis; it shows
  /// indicators while scrolling (`scrollIndicators(_:axes:)` hides them).
  ///
  /// - Parameters:
  ///   - axes: The scroll view's scrollable axis. The default axis is the vertical axis.
  ///   - content: The view builder that creates the scrollable view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
    self.init(axes, showsIndicators: true, content: content)
  }
}

extension ScrollView: SingleChildPrimitive {
  var child: any View { storedContent }

  func describe(_ node: Node) -> String? { axes == .horizontal ? "ScrollView(.horizontal)" : "ScrollView" }
}

@available(*, unavailable)
extension ScrollView: Sendable {}
