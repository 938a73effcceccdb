/// A container that presents rows of data arranged in a single column.
///
/// It renders its rows (a `ForEach` over the data for the data initializers); host queries
/// search them like any content.
///
/// ```swift
/// // Fragment
/// List(posts) { post in PostRow(post: post) }
/// List { Section("Account") { … } }
/// ```
@MainActor @preconcurrency
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: Content
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  /// The selection binding, when the list has one.
  nonisolated(unsafe) internal let selection: ListSelection?

  nonisolated internal init(content: Content, selection: ListSelection? = nil) {
    self.content = content
    self.selection = selection
  }

  /// Creates a list with the given content that supports selecting a single row.
  ///
  /// ``HostedView/select()`` on a view in a row selects that row: the binding takes the row's
  /// `tag`, or its `ForEach` id when it has no tag.
  ///
  /// - Parameters:
  ///   - selection: A binding to a selected value.
  ///   - content: The content of the list.
  @available(watchOS 10.0, *)
  nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.init(content: content(), selection: selection.map { selection in
      ListSelection(
        select: { tag, includesOptional in
          // The selection is a `SelectionValue?`: a tag set with `includeOptional: false` is
          // only a `SelectionValue`, which does not match it.
          guard includesOptional, let value = tag.base as? SelectionValue else { return false }
          selection.wrappedValue = value
          return true
        },
        selected: { selection.wrappedValue.map { [AnyHashable($0)] } ?? [] }
      )
    })
  }

  /// Creates a list with the given content that supports selecting multiple rows.
  ///
  /// ``HostedView/select()`` on a view in a row adds that row to the set, or removes it when it
  /// is in it already.
  ///
  /// - Parameters:
  ///   - selection: A binding to a set that identifies selected rows.
  ///   - content: The content of the list.
  @available(watchOS, unavailable)
  nonisolated public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.init(content: content(), selection: selection.map { selection in
      ListSelection(
        select: { tag, _ in
          guard let value = tag.base as? SelectionValue else { return false }
          if selection.wrappedValue.contains(value) {
            selection.wrappedValue.remove(value)
          } else {
            selection.wrappedValue.insert(value)
          }
          return true
        },
        selected: { selection.wrappedValue.map { AnyHashable($0) } }
      )
    })
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

extension List {
  /// Creates a list that computes its rows on demand from an underlying collection of
  /// identifiable data, optionally allowing users to select a single row.
  ///
  /// - Parameters:
  ///   - data: The identifiable data for computing the list.
  ///   - selection: A binding to a selected value.
  ///   - rowContent: A view builder that creates the view for a single row of the list.
  @available(watchOS 10.0, *)
  nonisolated public init<Data, RowContent>(
    _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// Creates a list that computes its rows on demand from an underlying collection of
  /// identifiable data, optionally allowing users to select multiple rows.
  ///
  /// - Parameters:
  ///   - data: The identifiable data for computing the list.
  ///   - selection: A binding to a set that identifies selected rows.
  ///   - rowContent: A view builder that creates the view for a single row of the list.
  @available(watchOS, unavailable)
  nonisolated public init<Data, RowContent>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// Creates a list that identifies its rows based on a key path to the identifier of the
  /// underlying data, optionally allowing users to select a single row.
  ///
  /// - Parameters:
  ///   - data: The data for populating the list.
  ///   - id: The key path to the data model's identifier.
  ///   - selection: A binding to a selected value.
  ///   - rowContent: A view builder that creates the view for a single row of the list.
  @available(watchOS 10.0, *)
  nonisolated public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// Creates a list that identifies its rows based on a key path to the identifier of the
  /// underlying data, optionally allowing users to select multiple rows.
  ///
  /// - Parameters:
  ///   - data: The data for populating the list.
  ///   - id: The key path to the data model's identifier.
  ///   - selection: A binding to a set that identifies selected rows.
  ///   - rowContent: A view builder that creates the view for a single row of the list.
  @available(watchOS, unavailable)
  nonisolated public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }
}

/// A list's selection, whatever its value type: selecting a row's tag (or `ForEach` id).
struct ListSelection {
  /// Selects the row tagged `tag` (a multiple selection toggles it); `false` when the tag is
  /// not of the selection's type. The flag is the row's `tag(_:includeOptional:)` choice.
  let select: (AnyHashable, Bool) -> Bool
  /// The selected tags.
  let selected: () -> [AnyHashable]
}

/// Lets the host select rows without knowing the list's types.
@MainActor
protocol SelectableList {
  var selection: ListSelection? { get }
}

extension List: SelectableList {}

extension List: SingleChildPrimitive {
  var child: any View { content }

  func describe(_ node: Node) -> String? { "List" }
}

@available(*, unavailable)
extension List: Sendable {}
