// The README's Quick start, as it shows it (keep both in step), with the app's own views it
// mentions. Checked against SwiftUI by the apple-check, and hosted below.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import HierarchyResponder

enum ReadmeQuickStart {
  // What the README leaves to the app.
  struct Item: Identifiable, Equatable {
    let id: Int
    let name: String
  }

  struct GridView: View {
    let items: [Item]
    var body: some View {
      ForEach(items) { item in ItemView(item: item) }
    }
  }

  struct ItemPreview: View {
    let item: Item
    init(_ item: Item) { self.item = item }
    var body: some View { Text(item.name) }
  }

  struct ItemDetail: View {
    let item: Item
    init(_ item: Item) { self.item = item }
    var body: some View { Text("Details of \(item.name)") }
  }

  // The README's code.
  struct ItemSelectionEvent: Event { let item: Item }

  struct ParentView: View {
    @State var selection: Item?
    let items: [Item]

    var body: some View {
      GridView(items: items)
        .handleEvent(ItemSelectionEvent.self) { event in
          selection = event.item
        }
        .sheet(item: $selection) { ItemDetail($0) }
    }
  }

  struct ItemView: View {
    @Environment(\.triggerEvent) var triggerEvent
    let item: Item

    var body: some View {
      ItemPreview(item)
        .onTapGesture { triggerEvent(ItemSelectionEvent(item: item)) }
    }
  }
}
