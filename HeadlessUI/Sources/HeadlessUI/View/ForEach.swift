/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Each element's view is identified by the element's id: reordering keeps each row's state,
/// removing an element removes its row (running `onDisappear`), a new id inserts a fresh row.
///
/// ```swift
/// // Fragment
/// ForEach(users) { user in Text(user.name) }
/// ForEach(names, id: \.self) { Text($0) }
/// ForEach(0..<3) { Text("Row \($0)") }
/// ```
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
  /// The collection of underlying identified data.
  public var data: Data

  /// A function to create content on demand using the underlying data.
  public var content: (Data.Element) -> Content

  internal let identify: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
  public typealias Body = Never
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// Creates an instance that computes views on demand over identified data.
  ///
  /// - Parameters:
  ///   - data: The identified data that the ``ForEach`` instance uses to create views dynamically.
  ///   - content: The view builder that creates views dynamically.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, content: content, identify: { $0.id })
  }
}

extension ForEach where Content: View {
  /// Creates an instance that identifies views by the given key path of each element.
  ///
  /// - Parameters:
  ///   - data: The data that the ``ForEach`` instance uses to create views dynamically.
  ///   - id: The key path to the provided data's identifier.
  ///   - content: The view builder that creates views dynamically.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, content: content, identify: { $0[keyPath: id] })
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Creates an instance that computes views on demand over a constant range.
  ///
  /// - Parameters:
  ///   - data: A constant range of integers: the elements the views are made from, each its own
  ///     identifier.
  ///   - content: The view builder that creates views dynamically.
  @_semantics("swiftui.requires_constant_range")
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data: data, content: content, identify: { $0 })
  }
}

extension ForEach: PrimitiveView where Content: View {
  func render(_ node: Node, in graph: ViewGraph) {
    // The content closure runs here, so the observable properties it reads belong to this
    // node: a change re-renders the `ForEach` (and then only the rows whose views changed).
    let elements = graph.trackingReads(of: node) { makeElements() }
    graph.reconcileChildren(of: node, elements)
  }

  /// One child per element, keyed by its id.
  private func makeElements() -> [ChildElement] {
    var seen: [AnyHashable: Int] = [:]
    return data.map { element -> ChildElement in
      var key = AnyHashable(identify(element))
      // A duplicated id (a bug in the data, as SwiftUI warns) still gets a distinct node.
      if let count = seen[key] {
        seen[key] = count + 1
        key = AnyHashable(DuplicateID(id: key, occurrence: count))
      } else {
        seen[key] = 1
      }
      return ChildElement(key: key, view: content(element))
    }
  }

  func describe(_ node: Node) -> String? { "ForEach(\(data.count) elements)" }
}

/// The key of the n-th repetition of an id in a `ForEach`.
private struct DuplicateID: Hashable {
  var id: AnyHashable
  var occurrence: Int
}

@available(*, unavailable)
extension ForEach: Sendable {}
