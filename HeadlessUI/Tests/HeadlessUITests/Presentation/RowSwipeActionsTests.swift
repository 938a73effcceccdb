import HeadlessUI
import Testing

/// A row that applies its own swipe actions in its body, as list rows usually do.
private struct FavoriteRow: View {
  let stop: String
  @Binding var favorites: [String]
  var body: some View {
    HStack { Image(systemName: "bus"); Text(stop) }
      .swipeActions { Button("Favorite") { favorites.append(stop) } }
  }
}

private struct StopList: View {
  @State private var favorites: [String] = []
  var body: some View {
    List {
      Text("Favorites: \(favorites.joined(separator: ","))")
      ForEach(["Stop 12", "Stop 14"], id: \.self) { FavoriteRow(stop: $0, favorites: $favorites) }
    }
  }
}

@MainActor @Suite struct RowSwipeActionsTests {
  @Test func swipingARowFindsTheSwipeActionsItsOwnBodyApplies() throws {
    let host = ViewHost(StopList())
    let row = try #require(host.findAll(FavoriteRow.self).last)
    try row.swipe().button("Favorite").tap()
    #expect(try host.find(text: "Favorites: Stop 14").isMounted)
  }

  @Test func swipingAViewInsideTheRowFindsTheRowsActions() throws {
    let host = ViewHost(StopList())
    try host.find(text: "Stop 12").swipe().button("Favorite").tap()
    #expect(try host.find(text: "Favorites: Stop 12").isMounted)
  }
}
