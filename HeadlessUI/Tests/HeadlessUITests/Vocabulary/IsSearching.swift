// `\.isSearching` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test drives it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `\.isSearching` as an app writes it: it compiles against HeadlessUI and, in the apple-check,
/// against Apple's shapes (SwiftUI's interface); the test below activates the search on HeadlessUI.
private struct IsSearchingUsage: View {
  @State private var query = ""

  var body: some View {
    VStack {
      SearchResults(query: query).searchable(text: $query, prompt: "Find a product")
    }
  }

  private struct SearchResults: View {
    @Environment(\.isSearching) private var isSearching
    let query: String

    var body: some View {
      if isSearching {
        Text("Results for \(query)")
      } else {
        Text("Featured")
      }
    }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func isSearchingCompilesAsAnAppWritesItAndIsDriven() throws {
    let host = ViewHost(IsSearchingUsage())
    #expect(try host.find(text: "Featured").isMounted)
    try host.search("shoes")
    #expect(try host.find(text: "Results for shoes").isMounted)
    try host.searchField().dismiss()
    #expect(try host.find(text: "Featured").isMounted)
  }
#endif
