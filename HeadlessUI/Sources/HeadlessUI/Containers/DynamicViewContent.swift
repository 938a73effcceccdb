import Foundation

/// A type of view that generates views from an underlying collection of data (`ForEach`), so
/// that rows can be deleted and moved.
///
/// ```swift
/// // Fragment
/// List { ForEach(items) { Text($0.name) }.onDelete { items.remove(atOffsets: $0) } }
/// ```
public protocol DynamicViewContent: View {
  /// The type of the underlying collection of data.
  associatedtype Data: Collection

  /// The collection of underlying data.
  var data: Self.Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
  /// The collection of underlying data.
  public var data: Content.Data { content.data }
}

extension DynamicViewContent {
  /// Sets the deletion action for the dynamic view.
  ///
  /// ``HostedView/delete()`` on a row (or a view inside it) calls the action with the row's
  /// offset, as swipe-to-delete would, then applies the updates.
  ///
  /// - Parameter action: The action to perform on delete: it receives the offsets of the rows to
  ///   delete; `nil` for none.
  nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    modifier(RowEditModifier(delete: action, move: nil))
  }

  /// Sets the move action for the dynamic view.
  ///
  /// ``HostedView/move(toOffset:)`` on a row calls the action with the row's offset and the
  /// destination, as dragging the row would.
  ///
  /// - Parameter action: The action to perform on move: it receives the offsets of the rows to move
  ///   and the destination offset (in the collection before the move); `nil` for none.
  nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    modifier(RowEditModifier(delete: nil, move: action))
  }
}

/// Deletes or moves the rows of its `ForEach`.
nonisolated struct RowEditModifier: ViewModifier {
  typealias Body = Never
  let delete: ((IndexSet) -> Void)?
  let move: ((IndexSet, Int) -> Void)?
}

@MainActor
extension RowEditModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
  }

  func describe() -> String { delete != nil ? ".onDelete" : ".onMove" }
}

extension Node {
  /// The row of a `ForEach` this node is in, with its offset and the edit modifiers around the
  /// `ForEach`.
  var editableRow: (offset: Int, edits: [RowEditModifier])? {
    var current: Node? = self
    while let node = current, let parent = node.parent {
      if parent.view is ForEachProtocol, let offset = parent.children.firstIndex(where: { $0 === node }) {
        var edits: [RowEditModifier] = []
        var above = parent.parent
        while let candidate = above, candidate.modifier != nil {
          if let edit = candidate.modifier as? RowEditModifier { edits.append(edit) }
          above = candidate.parent
        }
        return (offset, edits)
      }
      current = parent
    }
    return nil
  }
}

extension HostedView {
  /// Deletes the `ForEach` row this view is in, as swipe-to-delete would: calls the `onDelete`
  /// action with the row's offset, then applies the updates.
  ///
  /// - Throws: ``ViewHostError`` when the view is not in a row of a `ForEach` with `onDelete`,
  ///   or is in a row marked `deleteDisabled(true)`.
  public func delete() throws {
    try checkStillMounted()
    guard let row = node.editableRow, let delete = row.edits.lazy.compactMap(\.delete).first else {
      throw ViewHostError("\(node.summary) is not in a row that can be deleted: no onDelete around its ForEach.")
    }
    guard !node.environment.isDeleteDisabled else {
      throw ViewHostError("\(node.summary) is in a row marked deleteDisabled(true): it cannot be deleted.")
    }
    try node.graph.perform { delete(IndexSet(integer: row.offset)) }
  }

  /// Moves the `ForEach` row this view is in to `destination` (an offset before the move, as
  /// SwiftUI passes it): calls the `onMove` action, then applies the updates.
  ///
  /// - Parameter destination: The offset to move the row to, in the collection before the move (as
  ///   SwiftUI passes it).
  /// - Throws: ``ViewHostError`` when the view is not in a row of a `ForEach` with `onMove`.
  public func move(toOffset destination: Int) throws {
    try checkStillMounted()
    guard let row = node.editableRow, let move = row.edits.lazy.compactMap(\.move).first else {
      throw ViewHostError("\(node.summary) is not in a row that can be moved: no onMove around its ForEach.")
    }
    try node.graph.perform { move(IndexSet(integer: row.offset), destination) }
  }
}
