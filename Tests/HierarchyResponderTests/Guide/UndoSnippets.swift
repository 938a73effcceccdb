// The code of the Commands article's "Undo and Redo" section and of `handleUndoableEvent`'s
// documentation, as they show it (keep them in step). Checked against SwiftUI (iOS and macOS) by
// the apple-check, and run on HeadlessUI by UndoArticleTests.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import Foundation
import HierarchyResponder

enum UndoSnippets {
  struct Item: Identifiable, Hashable {
    let name: String
    var id: String { name }
  }

  struct DeleteItem: Event {
    let item: Item
  }

  struct RestoreItem: Event {
    let item: Item
    let index: Int
  }

  struct ItemStore {
    var items = [Item(name: "Groceries"), Item(name: "Ideas")]

    /// Removes `item` and returns where it was.
    mutating func delete(_ item: Item) -> Int {
      let index = items.firstIndex(of: item) ?? items.count
      items.removeAll { $0 == item }
      return index
    }

    mutating func insert(_ item: Item, at index: Int) {
      items.insert(item, at: min(index, items.count))
    }
  }

  struct ItemRow: View {
    let item: Item
    @Environment(\.triggerEvent) private var triggerEvent

    var body: some View {
      Button("Delete \(item.name)") { triggerEvent(DeleteItem(item: item)) }
    }
  }

  struct ItemList: View {
    @State private var store = ItemStore()

    var body: some View {
      List { ForEach(store.items) { item in ItemRow(item: item) } }
        .handleUndoableEvent(DeleteItem.self) { event in
          let index = store.delete(event.item)
          return UndoAction(RestoreItem(item: event.item, index: index), actionName: "Delete \(event.item.name)")
        }
        .handleEvent(RestoreItem.self) { event in
          store.insert(event.item, at: event.index)
        }
    }
  }

  struct ItemsApp: App {
    var body: some Scene {
      WindowGroup {
        ItemList()
      }
      .commands {
        CommandGroup(replacing: .undoRedo) {
          UndoCommand()
          RedoCommand()
        }
      }
    }
  }
}
