/// A control for selecting from a set of mutually exclusive values.
///
/// The options are the views of its content with a `tag(_:)` (or, without tags, the elements
/// of a `ForEach`, identified by their ids). In a ``ViewHost``, find it by title
/// (`host.picker("Flavor")`), read ``HostedView/options`` and ``HostedView/selectedOption``, and
/// choose with ``HostedView/pick(_:)``.
///
/// ```swift
/// // Fragment
/// Picker("Flavor", selection: $flavor) {
///   Text("Chocolate").tag(Flavor.chocolate)
///   Text("Vanilla").tag(Flavor.vanilla)
/// }
/// ```
@MainActor @preconcurrency
public struct Picker<Label, SelectionValue, Content>: View where Label: View, SelectionValue: Hashable, Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let label: Label
  nonisolated(unsafe) internal let content: Content
  nonisolated(unsafe) internal let selection: Binding<SelectionValue>

  /// Creates a picker that displays a custom label.
  ///
  /// - Parameters:
  ///   - selection: A binding to a property that determines the currently-selected option (the
  ///     `tag` of an option).
  ///   - content: A view that contains the set of options, each marked with `tag(_:)`.
  ///   - label: A view that describes the purpose of selecting an option.
  nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }
}

extension Picker {
  /// Creates a picker that displays a custom label (the initializer of SwiftUI's first releases,
  /// with the label before the content).
  ///
  /// ```swift
  /// // Fragment
  /// Picker(selection: $sort, label: Text("Sort")) { Text("Name").tag(Sort.name) }
  /// ```
  ///
  /// - Parameters:
  ///   - selection: A binding to a property that determines the currently-selected option (the
  ///     `tag` of an option).
  ///   - label: A view that describes the purpose of selecting an option.
  ///   - content: A view that contains the set of options, each marked with `tag(_:)`.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  nonisolated public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { label }
  }
}

extension Picker where Label == Text {
  /// Creates a picker that generates its label from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: A localized string key that describes the purpose of selecting an option.
  ///   - selection: A binding to a property that determines the currently-selected option (the
  ///     `tag` of an option).
  ///   - content: A view that contains the set of options, each marked with `tag(_:)`.
  nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// Creates a picker that generates its label from a string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the purpose of selecting an option (not localized).
  ///   - selection: A binding to a property that determines the currently-selected option (the
  ///     `tag` of an option).
  ///   - content: A view that contains the set of options, each marked with `tag(_:)`.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where S: StringProtocol {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker: PrimitiveView, LabeledControl {
  func render(_ node: Node, in graph: ViewGraph) {
    graph.reconcileChildren(of: node, [ChildElement(key: "label", view: label), ChildElement(key: "content", view: content)])
  }

  func describe(_ node: Node) -> String? {
    let selected = node.pickerOptions.first { $0.tag == AnyHashable(selection.wrappedValue) }?.title
    return "Picker(\(node.controlTitle.debugDescription), selection: \(selected.map(\.debugDescription) ?? String(describing: selection.wrappedValue)))"
  }
}

/// Lets the host drive a picker without knowing its types.
@MainActor
protocol PickerProtocol {
  var selectedTag: AnyHashable { get }
  /// Sets the selection to `tag`; `false` when `tag` is not a `SelectionValue` (or is one only
  /// as an optional, and the view was tagged with `includeOptional: false`).
  func select(_ tag: AnyHashable, includesOptional: Bool) -> Bool
  var selectionTypeName: String { get }
  /// Whether the selection is an optional (`tag(_:includeOptional: false)` tags do not match it).
  var selectsOptional: Bool { get }
}

extension Picker: PickerProtocol {
  var selectedTag: AnyHashable { AnyHashable(selection.wrappedValue) }

  func select(_ tag: AnyHashable, includesOptional: Bool) -> Bool {
    if !includesOptional && selectsOptional && !(tag.base is any OptionalSelectionValue) {
      return false
    }
    guard let value = tag.base as? SelectionValue else { return false }
    selection.wrappedValue = value
    return true
  }

  var selectionTypeName: String { "\(SelectionValue.self)" }

  var selectsOptional: Bool { SelectionValue.self is any OptionalSelectionValue.Type }
}

/// One option of a picker or one tab of a tab view: its tag and the node showing it.
@MainActor
struct TaggedOption {
  let tag: AnyHashable
  let node: Node
  /// Whether the tag also matches an optional selection (`tag(_:includeOptional:)`).
  var includesOptional = true
  var title: String { node.title }
}

extension Node {
  /// The options of a picker: its tagged content views, or the elements of a `ForEach`.
  var pickerOptions: [TaggedOption] {
    guard children.count == 2 else { return [] }
    return children[1].taggedDescendants()
  }

  /// The views below this node carrying a `tag`, in tree order (not looking inside them); when
  /// there are none, the elements of the first `ForEach`, tagged with their ids.
  func taggedDescendants() -> [TaggedOption] {
    var found: [TaggedOption] = []
    collectTagged(into: &found)
    if !found.isEmpty { return found }
    return firstForEach()?.children.map { TaggedOption(tag: $0.key, node: $0) } ?? []
  }

  private func collectTagged(into found: inout [TaggedOption]) {
    if let tagged = modifier as? TagModifierProtocol {
      found.append(TaggedOption(tag: tagged.tag, node: self, includesOptional: tagged.includesOptional))
      return
    }
    for child in children { child.collectTagged(into: &found) }
  }

  private func firstForEach() -> Node? {
    if view is ForEachProtocol { return self }
    for child in children {
      if let found = child.firstForEach() { return found }
    }
    return nil
  }
}

/// Recognises a `ForEach` without knowing its types.
protocol ForEachProtocol {}

extension ForEach: ForEachProtocol where Content: View {}

@available(*, unavailable)
extension Picker: Sendable {}
