import Foundation

extension View {
  /// Presents a modal view that covers as much of the screen as possible when binding to a
  /// Boolean value you provide is true.
  ///
  /// It behaves as a sheet in HeadlessUI (``ViewHost/fullScreenCover`` reads it; `dismiss()`
  /// inside it dismisses it).
  ///
  /// ```swift
  /// // Fragment
  /// .fullScreenCover(isPresented: $isOnboarding) { OnboardingView() }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: A binding to a Boolean value that determines whether to present the modal
  ///     view.
  ///   - onDismiss: The closure to execute when dismissing the modal view; `nil` for none.
  ///   - content: A closure that returns the content of the modal view.
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Content>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    modifier(SheetModifier(
      style: .fullScreenCover, label: ".fullScreenCover(isPresented:)",
      current: { isPresented.wrappedValue ? ChildElement(key: 0, view: content()) : nil },
      dismiss: { isPresented.wrappedValue = false },
      onDismiss: onDismiss
    ))
  }

  /// Presents a modal view that covers as much of the screen as possible using the binding
  /// you provide as a data source for the sheet's content.
  ///
  /// - Parameters:
  ///   - item: A binding to an optional source of truth for the modal view. When `item` is
  ///     non-`nil`, the modal view is presented, made by `content` from the item's value; when it
  ///     becomes `nil`, the modal view is dismissed.
  ///   - onDismiss: The closure to execute when dismissing the modal view; `nil` for none.
  ///   - content: A closure returning the content of the modal view, given the item.
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    modifier(SheetModifier(
      style: .fullScreenCover, label: ".fullScreenCover(item:)",
      current: { item.wrappedValue.map { ChildElement(key: AnyHashable($0.id), view: content($0)) } },
      dismiss: { item.wrappedValue = nil },
      onDismiss: onDismiss
    ))
  }

  /// Presents a popover when a given condition is true (a sheet in HeadlessUI:
  /// ``ViewHost/popover`` reads it).
  ///
  /// - Parameters:
  ///   - isPresented: A binding to a Boolean value that determines whether to present the popover
  ///     content that you return from the modifier's `content` closure.
  ///   - attachmentAnchor: The positioning anchor that defines the attachment point of the popover
  ///     (ignored by HeadlessUI).
  ///   - arrowEdge: The edge of the `attachmentAnchor` that defines the location of the popover's
  ///     arrow (ignored by HeadlessUI).
  ///   - content: A closure returning the content of the popover.
  @available(iOS 13.0, macOS 10.15, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func popover<Content>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    modifier(SheetModifier(
      style: .popover, label: ".popover(isPresented:)",
      current: { isPresented.wrappedValue ? ChildElement(key: 0, view: content()) : nil },
      dismiss: { isPresented.wrappedValue = false },
      onDismiss: nil
    ))
  }

  /// Presents a popover using the given item as a data source for the popover's content.
  ///
  /// - Parameters:
  ///   - item: A binding to an optional source of truth for the popover. When `item` is non-`nil`,
  ///     the popover is presented, made by `content` from the item's value; when it becomes `nil`,
  ///     the popover is dismissed.
  ///   - attachmentAnchor: The positioning anchor that defines the attachment point of the popover
  ///     (ignored by HeadlessUI).
  ///   - arrowEdge: The edge of the `attachmentAnchor` that defines the location of the popover's
  ///     arrow (ignored by HeadlessUI).
  ///   - content: A closure returning the content of the popover, given the item.
  @available(iOS 13.0, macOS 10.15, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func popover<Item, Content>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    modifier(SheetModifier(
      style: .popover, label: ".popover(item:)",
      current: { item.wrappedValue.map { ChildElement(key: AnyHashable($0.id), view: content($0)) } },
      dismiss: { item.wrappedValue = nil },
      onDismiss: nil
    ))
  }
}

/// An attachment anchor for a popover.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public enum PopoverAttachmentAnchor {
  /// The anchor point for the popover relative to the source's frame.
  ///
  /// The associated value is the rectangle to attach the popover to, such as
  /// ``Anchor/Source/bounds``.
  case rect(Anchor<CGRect>.Source)
  /// The anchor point for the popover expressed as a unit point that describes possible
  /// alignments relative to a SwiftUI view.
  ///
  /// The associated value is the unit point in the source view to attach the popover to.
  case point(UnitPoint)
}

/// An opaque value derived from an anchor source and a particular view.
@frozen
public struct Anchor<Value> {
  /// A type-erased geometry value that produces an anchored value of a given type.
  @frozen
  public struct Source {
    internal let name: String
  }
}

extension Anchor.Source where Value == CGRect {
  /// The bounds of the view.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "bounds") }
}

/// A normalized 2D point in a view's coordinate space.
@frozen
public struct UnitPoint: Hashable, Sendable {
  /// The normalized distance from the origin to the point in the horizontal direction.
  public var x: CGFloat
  /// The normalized distance from the origin to the point in the vertical direction.
  public var y: CGFloat

  /// Creates a unit point at the origin.
  public init() {
    self.init(x: 0, y: 0)
  }

  /// Creates a unit point with the specified horizontal and vertical offsets.
  ///
  /// - Parameters:
  ///   - x: The normalized distance from the origin to the point in the horizontal direction.
  ///   - y: The normalized distance from the origin to the point in the vertical direction.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// The origin of a view.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// A point that’s centered in a view.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// A point that’s centered vertically on the leading edge of a view.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// A point that’s centered vertically on the trailing edge of a view.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// A point that’s centered horizontally on the top edge of a view.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// A point that’s centered horizontally on the bottom edge of a view.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// A point that’s in the top, leading corner of a view.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// A point that’s in the top, trailing corner of a view.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// A point that’s in the bottom, leading corner of a view.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// A point that’s in the bottom, trailing corner of a view.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
