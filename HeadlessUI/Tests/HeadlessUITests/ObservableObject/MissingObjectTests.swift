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

private struct Shelf: View {
  @Environment(Library.self) private var library
  var body: some View { Text(library.title) }
}

private struct Checkout: View {
  @State private var showsBadge = false

  var body: some View {
    VStack {
      Button("Show badge") { showsBadge = true }
      if showsBadge { CartBadge() }
      Text("Checkout")
    }
  }
}

/// A missing environment object fails the test that caused it, and the run goes on.
///
/// SwiftUI stops the program with these messages (EnvironmentObjectTests and
/// ObservableEnvironmentTests pin them word for word); under a test runner HeadlessUI reports
/// them as the running test's failure instead, so the other tests keep their results.
@MainActor @Suite(.serialized) struct MissingObjectTests {
  @Test func aMissingEnvironmentObjectAtMountIsATestFailureWithSwiftUIsMessage() {
    withKnownIssue {
      let host = ViewHost(VStack { CartBadge(); Text("Footer") })
      #expect(host.issues == [
        "No ObservableObject of type Cart found. A View.environmentObject(_:) for Cart may be missing as an ancestor of this view."
      ])
      // The view that has no object shows nothing; the rest of the tree is there.
      #expect(host.findAll(text: "2 items").isEmpty)
      #expect(host.findAll(text: "Footer").count == 1)
    } matching: { issue in
      issue.description.contains("No ObservableObject of type Cart found.")
    }
  }

  @Test func aMissingObservableObjectIsATestFailureOnTheInteractionThatMountedItsView() throws {
    let host = ViewHost(Checkout())
    #expect(host.issues.isEmpty)
    try withKnownIssue {
      try host.button("Show badge").tap()
    } matching: { issue in
      issue.description.contains("No ObservableObject of type Cart found.")
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
