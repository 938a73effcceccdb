/// A container that presents rows of data arranged in a single column.
///
/// It renders its rows (a `ForEach` over the data for the data initializers); host queries
/// search them like any content.
///
/// ```swift
/// List(posts) { post in PostRow(post: post) }
/// List { Section("Account") { … } }
/// ```
@MainActor @preconcurrency
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
  public typealias Body = Never

  nonisolated(unsafe) internal let content: Content

  nonisolated internal init(content: Content) {
    self.content = content
  }

  /// Creates a list with the given content that supports selecting a single row that cannot
  /// be deselected (HeadlessUI records no selection).
  ///
  /// - Parameters:
  ///   - selection: A binding to a selected value (ignored by HeadlessUI).
  ///   - content: The content of the list.
  nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.init(content: content())
  }

  /// Creates a list with the given content that supports selecting multiple rows.
  ///
  /// - Parameters:
  ///   - selection: A binding to a set that identifies selected rows (ignored by HeadlessUI).
  ///   - content: The content of the list.
  nonisolated public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.init(content: content())
  }
}

extension List where SelectionValue == Never {
  /// Creates a list with the given content.
  ///
  /// - Parameter content: The content of the list.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.init(content: content())
  }

  /// Creates a list that computes its rows on demand from an underlying collection of
  /// identifiable data.
  ///
  /// - Parameters:
  ///   - data: The identifiable data for computing the list.
  ///   - rowContent: A view builder that creates the view for a single row of the list.
  nonisolated public init<Data, RowContent>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent))
  }

  /// Creates a list that identifies its rows based on a key path to the identifier of the
  /// underlying data.
  ///
  /// - Parameters:
  ///   - data: The data for populating the list.
  ///   - id: The key path to the data model's identifier.
  ///   - rowContent: A view builder that creates the view for a single row of the list.
  nonisolated public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
    self.init(content: ForEach(data, id: id, content: rowContent))
  }

  /// Creates a list that computes its views on demand over a constant range.
  ///
  /// - Parameters:
  ///   - data: The data for populating the list: a constant range of integers.
  ///   - rowContent: A view builder that creates the view for a single row of the list.
  nonisolated public init<RowContent>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
    self.init(content: ForEach(data, content: rowContent))
  }
}

extension List: SingleChildPrimitive {
  var child: any View { content }

  func describe(_ node: Node) -> String? { "List" }
}

@available(*, unavailable)
extension List: Sendable {}
