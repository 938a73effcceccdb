/// A styling or layout modifier HeadlessUI records without acting on it (`padding`, `font`,
/// `background`…): it shows its content unchanged and keeps a name and a value the host reports
/// (``HostedView/attributes``, ``HostedView/attribute(_:)``) and the tree dump prints.
nonisolated struct AttributeModifier: ViewModifier {
  typealias Body = Never
  /// The modifier's name without the dot, such as `padding` or `navigationTitle`.
  let name: String
  /// The value as the host reports it, such as `.title` or `16.0`.
  let value: String
  /// Views the modifier places around its content (a `background { … }` or `overlay { … }`),
  /// rendered after the content.
  let decoration: AnyView?

  init(_ name: String, _ value: String, decoration: AnyView? = nil) {
    self.name = name
    self.value = value
    self.decoration = decoration
  }
}

@MainActor
extension AttributeModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    var elements = [ChildElement(key: 0, view: content)]
    if let decoration { elements.append(ChildElement(key: 1, view: decoration)) }
    graph.reconcileChildren(of: node, elements)
  }

  func describe() -> String { value.isEmpty ? ".\(name)()" : ".\(name)(\(value))" }
}

/// A recorded attribute of a view: the name of the modifier that set it and its value.
///
/// ```swift
/// // Fragment
/// let title = try host.find(text: "Feed")
/// #expect(title.attribute("font") == ".largeTitle")
/// ```
public struct ViewAttribute: Equatable, Sendable, CustomStringConvertible {
  /// The modifier's name, such as `padding`, `font` or `navigationTitle`.
  public let name: String
  /// The value as written in the tree dump, such as `.title` or `"Feed"`.
  public let value: String

  /// Creates an attribute (handy to compare in tests).
  ///
  /// - Parameters:
  ///   - name: The modifier's name, such as `padding`, `font` or `navigationTitle`.
  ///   - value: The value as written in the tree dump, such as `.title` or `"Feed"`.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }

  /// The attribute written as a modifier call, such as `.font(.title)`.
  public var description: String { ".\(name)(\(value))" }
}

extension View {
  /// Applies an inert ``AttributeModifier``.
  nonisolated func attribute(_ name: String, _ value: String, decoration: AnyView? = nil) -> some View {
    modifier(AttributeModifier(name, value, decoration: decoration))
  }
}

/// `value` as Swift source would spell it: strings quoted, `nil` as `nil`.
func spelled(_ value: Any?) -> String {
  guard let value else { return "nil" }
  if let string = value as? String { return string.debugDescription }
  if let text = value as? Text { return text.string.debugDescription }
  return String(describing: value)
}

@MainActor
extension AttributeModifier: ScreenFiltering {
  /// A hidden view shows nothing; a decorated view shows its content and its decoration.
  func screenChildren(of node: Node) -> [Node] {
    name == "hidden" ? [] : node.children
  }
}
