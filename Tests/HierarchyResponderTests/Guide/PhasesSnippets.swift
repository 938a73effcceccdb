// The code of the "Defaults and the capture phase" section of UnderstandingResponders.md, as it
// shows it (keep them in step). Checked against SwiftUI by the apple-check, and run on HeadlessUI by
// PhasesArticleTests.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import HierarchyResponder

enum PhasesSnippets {
  struct Purchase: Event {
    let product: String
  }

  /// What the paywall buys with when the app does not take purchases itself.
  @MainActor final class PaywallStore {
    var bought: [String] = []
    func buy(_ product: String) { bought.append(product) }
  }

  /// The app's own checkout.
  @MainActor final class Checkout {
    var started: [String] = []
    func start(_ product: String) { started.append(product) }
  }

  /// A component from an SDK: it buys through its own store by default.
  struct Paywall: View {
    let store: PaywallStore

    var body: some View {
      EventButton("Buy Pro", event: Purchase(product: "pro"))
        .handleEvent(Purchase.self, phase: .fallback) { purchase in
          store.buy(purchase.product)
        }
    }
  }

  /// The app overrides the paywall's default by handling `Purchase` outer to it.
  struct Storefront: View {
    let store: PaywallStore
    let checkout: Checkout

    var body: some View {
      Paywall(store: store)
        .handleEvent(Purchase.self) { purchase in
          checkout.start(purchase.product)
        }
    }
  }

  struct CloseTab: Event {}

  /// A terminal pane that takes ⌘W for its shell.
  struct TerminalPane: View {
    @Binding var shellInput: [String]

    var body: some View {
      EventButton("⌘W", event: CloseTab())
        .handleEvent(CloseTab.self) {
          shellInput.append("^W")
        }
    }
  }

  /// The window acts first: ⌘W closes the tab, the terminal never sees it.
  struct Workspace: View {
    @State private var shellInput: [String] = []
    @State private var closedTabs = 0

    var body: some View {
      VStack {
        TerminalPane(shellInput: $shellInput)
        Text("Closed \(closedTabs), shell got \(shellInput.count)")
      }
      .handleEvent(CloseTab.self, phase: .capture) {
        closedTabs += 1
      }
    }
  }
}
