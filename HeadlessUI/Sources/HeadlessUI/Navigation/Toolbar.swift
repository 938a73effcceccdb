/// Conforming types represent items that can be placed in various locations in a toolbar.
///
/// ```swift
/// // Fragment
/// .toolbar {
///   ToolbarItem(placement: .topBarTrailing) { Button("Add") { add() } }
/// }
/// ```
@preconcurrency @MainActor
public protocol ToolbarContent {
  /// The type of content representing the body of this toolbar content.
  associatedtype Body: ToolbarContent

  /// The composition of content that comprise the toolbar content.
  @ToolbarContentBuilder var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder
public struct ToolbarContentBuilder {
  /// Builds an expression within the builder.
  ///
  /// - Parameter content: The toolbar content of the expression.
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent {
    content
  }

  /// Passes one toolbar content through unmodified.
  ///
  /// - Parameter content: The toolbar content to pass through.
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: ToolbarContent {
    content
  }

  /// Combines several toolbar contents into one.
  ///
  /// - Parameter content: The toolbar contents to combine, in order.
  @_disfavoredOverload
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> where repeat each Content: ToolbarContent {
    TupleToolbarContent((repeat each content))
  }

  /// Produces content for a conditional statement without an `else`.
  ///
  /// - Parameter content: The content of the `if` branch, or `nil` when the condition is false.
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent {
    content
  }

  /// Produces content for the first branch of a conditional statement.
  ///
  /// - Parameter first: The content of the first branch.
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// Produces content for the second branch of a conditional statement.
  ///
  /// - Parameter second: The content of the second branch.
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    _ConditionalContent(storage: .falseContent(second))
  }
}

@available(*, unavailable)
extension ToolbarContentBuilder: Sendable {}

/// A toolbar content made of several (what `ToolbarContentBuilder` makes of a block).
@MainActor @preconcurrency
public struct TupleToolbarContent<T>: ToolbarContent {
  public typealias Body = Never
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let value: T

  nonisolated internal init(_ value: T) {
    self.value = value
  }

  public var body: Never { fatalError("TupleToolbarContent has no body") }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  public var body: Never { fatalError("Optional toolbar content has no body") }
}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
  public var body: Never { fatalError("_ConditionalContent has no body") }
}

/// A placement for toolbar items.
public struct ToolbarItemPlacement: Sendable {
  internal let name: String

  /// The system places the item automatically.
  public static let automatic = ToolbarItemPlacement(name: ".automatic")
  /// The system places the item in the principal item section.
  public static let principal = ToolbarItemPlacement(name: ".principal")
  /// The item represents a navigation action.
  public static let navigation = ToolbarItemPlacement(name: ".navigation")
  /// The item represents a primary action.
  public static let primaryAction = ToolbarItemPlacement(name: ".primaryAction")
  /// The item represents a change in status for the current context.
  public static let status = ToolbarItemPlacement(name: ".status")
  /// The item represents a confirmation action for a modal interface.
  public static let confirmationAction = ToolbarItemPlacement(name: ".confirmationAction")
  /// The item represents a cancellation action for a modal interface.
  public static let cancellationAction = ToolbarItemPlacement(name: ".cancellationAction")
  /// The item represents a destructive action for a modal interface.
  public static let destructiveAction = ToolbarItemPlacement(name: ".destructiveAction")
  /// The item is placed in the keyboard section.
  @available(iOS 15.0, macOS 12.0, *)
  public static let keyboard = ToolbarItemPlacement(name: ".keyboard")
  /// Places the item in the leading edge of the top bar.
  @available(iOS 17.0, watchOS 10.0, *)
  public static let topBarLeading = ToolbarItemPlacement(name: ".topBarLeading")
  /// Places the item in the trailing edge of the top bar.
  @available(iOS 17.0, watchOS 10.0, *)
  public static let topBarTrailing = ToolbarItemPlacement(name: ".topBarTrailing")
  /// Places the item in the bottom toolbar.
  @available(iOS 14.0, watchOS 10.0, *)
  public static let bottomBar = ToolbarItemPlacement(name: ".bottomBar")
  /// Places the item in the leading edge of the navigation bar.
  @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarLeading instead")
  public static let navigationBarLeading = ToolbarItemPlacement(name: ".navigationBarLeading")
  /// Places the item in the trailing edge of the navigation bar.
  @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarTrailing instead")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: ".navigationBarTrailing")
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
@MainActor @preconcurrency
public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: Content
  internal let placement: ToolbarItemPlacement

  nonisolated internal init(placement: ToolbarItemPlacement, content: Content) {
    self.placement = placement
    self.content = content
  }

  public var body: Never { fatalError("ToolbarItem has no body") }
}

extension ToolbarItem where ID == () {
  /// Creates a toolbar item with the specified placement and content.
  ///
  /// - Parameters:
  ///   - placement: Which section of the toolbar the item should be placed in (recorded in the tree
  ///     dump).
  ///   - content: The content of the item.
  nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.init(placement: placement, content: content())
  }
}

extension ToolbarItem where ID == String {
  /// Creates a toolbar item with the specified placement, content and identifier.
  ///
  /// - Parameters:
  ///   - id: A unique identifier for this item (ignored by HeadlessUI).
  ///   - placement: Which section of the toolbar the item should be placed in (recorded in the tree
  ///     dump).
  ///   - content: The content of the item.
  nonisolated public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.init(placement: placement, content: content())
  }
}

@available(*, unavailable)
extension ToolbarItem: Sendable {}

/// A model that represents a group of items that can be placed in the toolbar or navigation
/// bar.
@MainActor @preconcurrency
public struct ToolbarItemGroup<Content>: ToolbarContent where Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: Content
  internal let placement: ToolbarItemPlacement

  /// Creates a toolbar item group with a specified placement and content.
  ///
  /// - Parameters:
  ///   - placement: Which section of the toolbar all the items in the group should be placed in.
  ///   - content: The content of the group.
  nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public var body: Never { fatalError("ToolbarItemGroup has no body") }
}

@available(*, unavailable)
extension ToolbarItemGroup: Sendable {}

/// Toolbar content HeadlessUI turns into views itself.
@MainActor
protocol PrimitiveToolbarContent {
  var items: [(placement: String, view: any View)] { get }
}

extension ToolbarItem: PrimitiveToolbarContent {
  var items: [(placement: String, view: any View)] { [(placement.name, content)] }
}

extension ToolbarItemGroup: PrimitiveToolbarContent {
  var items: [(placement: String, view: any View)] { [(placement.name, content)] }
}

extension TupleToolbarContent: PrimitiveToolbarContent {
  var items: [(placement: String, view: any View)] {
    Mirror(reflecting: value).children.flatMap { child in
      (child.value as? any ToolbarContent).map(toolbarItems) ?? []
    }
  }
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
  var items: [(placement: String, view: any View)] { map(toolbarItems) ?? [] }
}

extension _ConditionalContent: PrimitiveToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
  var items: [(placement: String, view: any View)] {
    switch storage {
    case .trueContent(let content): toolbarItems(content)
    case .falseContent(let content): toolbarItems(content)
    }
  }
}

/// The items of any toolbar content (custom contents through their `body`).
@MainActor
func toolbarItems(_ content: any ToolbarContent) -> [(placement: String, view: any View)] {
  if let primitive = content as? PrimitiveToolbarContent { return primitive.items }
  return toolbarItems(content.body)
}

extension View {
  /// Populates the toolbar or navigation bar with the specified items.
  ///
  /// The items are rendered after the view (in a `ToolbarItem` line of the tree dump): host
  /// queries find their buttons while the view is on screen.
  ///
  /// - Parameter content: The views representing the content of the toolbar.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View {
    modifier(ToolbarModifier(content: .views(AnyView(content()))))
  }

  /// Populates the toolbar or navigation bar with the specified items.
  ///
  /// ```swift
  /// // Fragment
  /// .toolbar {
  ///   ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
  /// }
  /// ```
  ///
  /// - Parameter content: The items representing the content of the toolbar.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View where Content: ToolbarContent {
    let built = content()
    return modifier(ToolbarModifier(content: .toolbar(ToolbarContentBox(content: built))))
  }
}

/// Carries toolbar content (main-actor bound) through the nonisolated modifier: main-actor view
/// storage.
struct ToolbarContentBox: @unchecked Sendable {
  let content: any ToolbarContent
}

/// Shows the toolbar items after the content.
nonisolated struct ToolbarModifier: ViewModifier {
  typealias Body = Never
  enum Items {
    case views(AnyView)
    case toolbar(ToolbarContentBox)
  }
  let content: Items
}

@MainActor
extension ToolbarModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    var elements = [ChildElement(key: 0, view: content)]
    switch self.content {
    case .views(let view):
      elements.append(ChildElement(key: "toolbar", view: ToolbarItemView(placement: ".automatic", content: view)))
    case .toolbar(let box):
      for (index, item) in toolbarItems(box.content).enumerated() {
        elements.append(ChildElement(key: "toolbar \(index)", view: ToolbarItemView(placement: item.placement, content: item.view)))
      }
    }
    graph.reconcileChildren(of: node, elements)
  }

  func describe() -> String { ".toolbar" }
}

/// A toolbar item as rendered: its placement and its content.
@MainActor
struct ToolbarItemView: View {
  typealias Body = Never
  let placement: String
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) let content: any View
}

extension ToolbarItemView: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: content)])
  }

  func describe(_ node: Node) -> String? { "ToolbarItem(\(placement))" }
}
