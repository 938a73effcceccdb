import HeadlessUI
import Observation
import Testing

private final class Cart: ObservableObject {
  @Published var count = 2
}

@Observable private final class Library {
  var title = "Shelf"
}

private struct CartBadge: View {
  @EnvironmentObject var cart: Cart
  var body: some View { Text("\(cart.count) items") }
}

/// Declares an environment object and never reads it.
private struct CartFooter: View {
  @EnvironmentObject var cart: Cart
  var body: some View { Text("Thank you") }
}

private struct Shelf: View {
  @Environment(Library.self) private var library
  var body: some View { Text(library.title) }
}

private struct Checkout: View {
  @State private var showsShelf = false

  var body: some View {
    VStack {
      Button("Show shelf") { showsShelf = true }
      if showsShelf { Shelf() }
      Text("Checkout")
    }
  }
}

/// A missing environment object: what SwiftUI stops on, and what it lets through.
///
/// A missing `@Environment(Model.self)` stops SwiftUI before `body` (it evaluates the key path,
/// `EnvironmentValues[forceUnwrapping:]`, even unread): HeadlessUI reports it as the running
/// test's failure instead, so the other tests keep their results. A missing `@EnvironmentObject`
/// stops SwiftUI only when read (OpenSwiftUI,
/// `Sources/OpenSwiftUICore/Data/Combine/EnvironmentObject.swift`: the property's update stores
/// `nil`, and the `@inlinable` getter is `guard let store = _store else { error() }`): a view
/// that never reads it works, and reading it stops the process, under a test runner too.
/// EnvironmentObjectTests and ObservableEnvironmentTests pin the messages word for word.
@MainActor @Suite(.serialized) struct MissingObjectTests {
  @Test func aDeclaredButUnreadMissingEnvironmentObjectIsNoIssueAndTheViewWorks() throws {
    let host = ViewHost(VStack { CartFooter(); Text("Footer") })
    #expect(host.issues.isEmpty)
    #expect(try host.find(text: "Thank you").isMounted)
  }

  @Test func readingAMissingEnvironmentObjectStopsTheProcessWithSwiftUIsMessage() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = ViewHost(CartBadge()) }
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(standardError.contains(
      "No ObservableObject of type Cart found. A View.environmentObject(_:) for Cart may be missing as an ancestor of this view."
    ))
  }

  @Test func aMissingObservableModelIsATestFailureOnTheInteractionThatMountedItsView() throws {
    let host = ViewHost(Checkout())
    #expect(host.issues.isEmpty)
    try withKnownIssue {
      try host.button("Show shelf").tap()
    } matching: { issue in
      issue.description.contains("No Observable object of type Library found.")
    }
    #expect(try host.find(text: "Checkout").isMounted)
  }

  @Test func aMissingObservableModelIsATestFailureWithSwiftUIsMessage() {
    withKnownIssue {
      let host = ViewHost(Shelf())
      #expect(host.issues == [
        "No Observable object of type Library found. A View.environmentObject(_:) for Library may be missing as an ancestor of this view."
      ])
    } matching: { issue in
      issue.description.contains("No Observable object of type Library found.")
    }
  }

  @Test func theNextTestInTheRunStillRunsAndPasses() throws {
    let host = ViewHost(CartBadge().environmentObject(Cart()))
    #expect(try host.find(text: "2 items").isMounted)
    #expect(host.issues.isEmpty)
  }
}
