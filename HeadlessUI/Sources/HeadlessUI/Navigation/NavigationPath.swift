/// A type-erased list of data representing the content of a navigation stack.
///
/// ```swift
/// // Fragment
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(post)        // pushes the destination declared for Post
/// path.removeLast()        // pops it
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath: Equatable {
  internal var elements: [AnyHashable]

  /// Creates a new, empty navigation path.
  public init() {
    elements = []
  }

  /// Creates a new navigation path from the contents of a sequence.
  ///
  /// - Parameter elements: A sequence used to create the navigation path, in order from the root.
  public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// The number of elements in this path.
  public var count: Int { elements.count }

  /// A Boolean that indicates whether this path is empty.
  public var isEmpty: Bool { elements.isEmpty }

  /// Appends a new value to the end of this path.
  ///
  /// - Parameter value: The value to append: a screen pushed on top of the stack.
  public mutating func append<V>(_ value: V) where V: Hashable {
    elements.append(AnyHashable(value))
  }

  /// Removes values from the end of this path.
  ///
  /// - Parameter k: The number of values to remove. The default value is `1`.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(k)
  }
}
