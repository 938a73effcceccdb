import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes all the elements at the specified offsets from the collection (what an `onDelete`
  /// action usually does).
  ///
  /// ```swift
  /// .onDelete { items.remove(atOffsets: $0) }
  /// ```
  ///
  /// - Parameter offsets: The offsets of all elements to be removed.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves all the elements at the specified offsets to the specified destination offset,
  /// preserving ordering (what an `onMove` action usually does).
  ///
  /// `destination` is an offset in the collection before the move, as SwiftUI passes it.
  ///
  /// - Parameters:
  ///   - source: An index set representing the offsets of all elements that should be moved.
  ///   - destination: The offset of the element before which to insert the moved elements.
  ///     `destination` must be a valid index of the collection or equal to its end index.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    let moved = source.map { elements[$0] }
    var remaining: [Element] = []
    var insertion = destination
    for (offset, element) in elements.enumerated() where !source.contains(offset) {
      remaining.append(element)
    }
    insertion -= source.filter { $0 < destination }.count
    remaining.insert(contentsOf: moved, at: insertion)
    for (offset, element) in remaining.enumerated() {
      self[index(startIndex, offsetBy: offset)] = element
    }
  }
}
