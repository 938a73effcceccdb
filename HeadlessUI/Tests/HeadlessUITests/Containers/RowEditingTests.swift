import Foundation
import HeadlessUI
import Testing

private struct Groceries: View {
  @State private var items = ["Apples", "Bread", "Milk"]
  var body: some View {
    List {
      ForEach(items, id: \.self) { Text($0) }
        .onDelete { items.remove(atOffsets: $0) }
        .onMove { items.move(fromOffsets: $0, toOffset: $1) }
    }
  }
}

@MainActor @Suite struct RowEditingTests {
  @Test func deletingARowCallsOnDeleteWithItsOffset() throws {
    let host = ViewHost(Groceries())
    try host.find(text: "Bread").delete()
    #expect(host.root.texts == ["Apples", "Milk"])
  }

  @Test func movingARowCallsOnMoveWithItsOffsetAndTheDestination() throws {
    let host = ViewHost(Groceries())
    try host.find(text: "Apples").move(toOffset: 3)
    #expect(host.root.texts == ["Bread", "Milk", "Apples"])
    try host.find(text: "Milk").move(toOffset: 0)
    #expect(host.root.texts == ["Milk", "Bread", "Apples"])
  }

  @Test func aRowWithoutOnDeleteCannotBeDeleted() throws {
    let host = ViewHost(List { ForEach(["A"], id: \.self) { Text($0) } })
    #expect(throws: ViewHostError(#"Text("A") is not in a row that can be deleted: no onDelete around its ForEach."#)) {
      try host.find(text: "A").delete()
    }
  }

  @Test func collectionEditingHelpersFollowSwiftUIsOffsets() {
    var letters = ["a", "b", "c", "d"]
    letters.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
    #expect(letters == ["b", "d", "a", "c"])
    letters.remove(atOffsets: IndexSet([1, 3]))
    #expect(letters == ["b", "a"])
  }
}
