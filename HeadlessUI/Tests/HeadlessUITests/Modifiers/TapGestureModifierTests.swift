import HeadlessUI
import Testing

private struct Likeable: View {
  @State private var likes = 0
  @State private var opens = 0

  var body: some View {
    VStack {
      Text("Likes \(likes)")
        .onTapGesture(count: 2) { likes += 1 }
        .onTapGesture { opens += 1 }
      Text("Opens \(opens)")
      Row(title: "row")
    }
  }
}

private struct Row: View {
  let title: String
  @State private var taps = 0

  var body: some View {
    Text("\(title) \(taps)").onTapGesture { taps += 1 }
  }
}

@MainActor @Suite struct TapGestureModifierTests {
  @Test func aTapRunsTheGestureWithTheMatchingCount() throws {
    let host = ViewHost(Likeable())
    try host.find(text: "Likes 0").tap(count: 2)
    _ = try host.find(text: "Likes 1")
    try host.find(text: "Likes 1").tap()
    _ = try host.find(text: "Opens 1")
  }

  @Test func tappingACustomViewReachesTheGestureInItsBody() throws {
    let host = ViewHost(Likeable())
    try host.find(Row.self).tap()
    _ = try host.find(text: "row 1")
  }

  @Test func aTapNobodyHandlesThrowsListingTheHandlersThere() throws {
    let host = ViewHost(Likeable())
    #expect(throws: ViewHostError(
      #"Nothing handles a tap with count 3 on Text("Likes 0"). Tap handlers there: onTapGesture(count: 2), onTapGesture(count: 1)."#
    )) {
      try host.find(text: "Likes 0").tap(count: 3)
    }
  }
}
