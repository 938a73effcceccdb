// Hosted through HeadlessUI: runs where the layer is built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
import HeadlessUI
import HierarchyResponder
import Testing

// A tree as deep as an app can make it: 5,000 nested views, each with a responder modifier. The
// host mounts, dispatches through, updates and removes it without running out of stack
// (HeadlessUI's reconciler works from an explicit stack, not the call stack).

struct DeepEvent: Event {}

/// What the nested responders saw.
@MainActor
final class DeepLedger {
  var asked = 0
  var handled = 0
  var leafAppeared = 0
  var leafDisappeared = 0
}

/// One level of the nest: a receiving responder around the next level, down to the leaf.
struct DeepLevel: View {
  let remaining: Int
  let label: String
  let ledger: DeepLedger

  var body: some View {
    if remaining == 0 {
      DeepLeaf(label: label, ledger: ledger)
    } else {
      DeepLevel(remaining: remaining - 1, label: label, ledger: ledger)
        .receiveEvent(DeepEvent.self) {
          ledger.asked += 1
          return .notHandled
        }
    }
  }
}

/// The innermost view: a button that triggers ``DeepEvent``.
struct DeepLeaf: View {
  let label: String
  let ledger: DeepLedger
  @Environment(\.triggerEvent) var triggerEvent

  var body: some View {
    Button(label) { triggerEvent(DeepEvent()) }
      .onAppear { ledger.leafAppeared += 1 }
      .onDisappear { ledger.leafDisappeared += 1 }
  }
}

/// The nest under a handler, with buttons that rename every level and remove the nest.
struct DeepScreen: View {
  let depth: Int
  let ledger: DeepLedger
  @State private var label = "Leaf"
  @State private var isShown = true

  var body: some View {
    VStack {
      Button("Rename") { label = "Renamed leaf" }
      Button("Remove") { isShown = false }
      if isShown {
        DeepLevel(remaining: depth, label: label, ledger: ledger)
          .handleEvent(DeepEvent.self) { ledger.handled += 1 }
      }
    }
  }
}

@MainActor
@Suite("Deep trees")
struct DeepTreeAcceptanceTests {
  static let depth = 5_000

  @Test("5,000 nested views, each with a responder modifier, mount, dispatch, update and unmount")
  func fiveThousandNestedResponders() throws {
    let ledger = DeepLedger()
    let host = ViewHost(DeepScreen(depth: Self.depth, ledger: ledger))
    #expect(ledger.leafAppeared == 1)

    try host.button("Leaf").tap()
    #expect(ledger.asked == Self.depth)
    #expect(ledger.handled == 1)

    try host.button("Rename").tap()
    try host.button("Renamed leaf").tap()
    #expect(ledger.asked == 2 * Self.depth)
    #expect(ledger.handled == 2)
    #expect(ledger.leafAppeared == 1, "renaming updates the nest in place: the leaf keeps its identity")

    try host.button("Remove").tap()
    #expect(host.findAll(text: "Renamed leaf").isEmpty)
    #expect(ledger.leafDisappeared == 1)
  }
}
#endif
