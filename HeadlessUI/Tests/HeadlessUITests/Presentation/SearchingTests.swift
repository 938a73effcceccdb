import HeadlessUI
import Testing

// `\.isSearching` inside a searchable view.
//
// Source: EnvironmentValues.isSearching
// (https://developer.apple.com/documentation/swiftui/environmentvalues/issearching): "When the
// user first taps or clicks in a search field, the isSearching property becomes true. When the
// user cancels the search operation, the property becomes false." and "SwiftUI sets the value in
// the environment of the view that you apply the searchable modifier to, and doesn't propagate
// the value up the view hierarchy."
// That cancelling also clears the search text is not stated there (HeadlessUI/DEVICE-QUESTIONS.md,
// "Vocabulary").

private struct SearchedView: View {
  @Environment(\.isSearching) private var isSearching
  var body: some View { Text(isSearching ? "Searching!" : "Not searching.") }
}

private struct Parent: View {
  @Environment(\.isSearching) private var isSearching
  @State private var query = ""
  var body: some View {
    VStack {
      Text(isSearching ? "parent searching" : "parent idle")
      SearchedView().searchable(text: $query)
      Text("query: \(query)")
    }
  }
}

@MainActor @Suite struct SearchingTests {
  @Test func isSearchingIsFalseUntilTheSearchFieldIsActivated() throws {
    let host = ViewHost(Parent())
    #expect(try host.find(text: "Not searching.").isMounted)
    #expect(try host.searchField().isActive == false)
  }

  @Test func activatingTheSearchFieldMakesIsSearchingTrueInsideTheSearchableView() throws {
    let host = ViewHost(Parent())
    try host.searchField().activate()
    #expect(try host.find(text: "Searching!").isMounted)
    #expect(try host.searchField().isActive)
  }

  @Test func isSearchingIsNotPropagatedAboveTheSearchableView() throws {
    let host = ViewHost(Parent())
    try host.searchField().activate()
    #expect(try host.find(text: "parent idle").isMounted)
  }

  @Test func typingActivatesTheSearchField() throws {
    let host = ViewHost(Parent())
    try host.search("shoes")
    #expect(try host.find(text: "Searching!").isMounted)
    #expect(try host.find(text: "query: shoes").isMounted)
  }

  @Test func dismissingTheSearchMakesIsSearchingFalseAndClearsTheText() throws {
    let host = ViewHost(Parent())
    try host.search("shoes")
    try host.searchField().dismiss()
    #expect(try host.find(text: "Not searching.").isMounted)
    #expect(try host.find(text: "query: ").isMounted)
    #expect(try host.searchField().isActive == false)
  }

  @Test func dismissingAnInactiveSearchFieldIsAnError() throws {
    let host = ViewHost(Parent())
    #expect(throws: ViewHostError("The search field is not active: there is no search to cancel. Activate it or type into it first.")) {
      try host.searchField().dismiss()
    }
  }

  @Test func onlyTheViewsReadingIsSearchingReEvaluateWhenItChanges() throws {
    let host = ViewHost(Parent())
    let parentEvaluations = host.bodyEvaluationCount(of: Parent.self)
    try host.searchField().activate()
    #expect(host.bodyEvaluationCount(of: SearchedView.self) == 2)
    #expect(host.bodyEvaluationCount(of: Parent.self) == parentEvaluations)
  }
}
