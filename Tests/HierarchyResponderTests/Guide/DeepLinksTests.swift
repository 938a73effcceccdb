// The Published Events article's deep-link recipe, hosted: a real TabView (its Orders tab loaded
// lazily) and NavigationStack, a link through onOpenURL, steps that each wait for their own
// screen (ARCHITECTURE.md, Publishing and Journeys). Time passes only when the test advances the host's clock.
#if !canImport(SwiftUI) || Headless
  import Foundation
  import HeadlessUI
  import HierarchyResponder
  import Testing

  @MainActor
  @Suite("Deep links (Published Events article)")
  struct DeepLinksTests {
    typealias Snippets = DeepLinksSnippets

    /// The app as a test hosts it: signed in or not, removable, with the test's clock and a
    /// journey observer outer to the publishers.
    struct Harness: View {
      @State var isSignedIn: Bool
      @State var showsShop = true
      let clock: HostClock
      let journeys: Journeys

      var body: some View {
        VStack {
          Button("Sign out everywhere") { showsShop = false }
          if showsShop { Snippets.ShopApp(isSignedIn: $isSignedIn) }
        }
        .publishingClock(clock)
        .onPublishedValueJourney { [journeys] in journeys.all.append($0.description) }
      }
    }

    @MainActor
    final class Journeys {
      var all: [String] = []
      /// The journeys that ended (not `waiting`).
      var ends: [String] { all.filter { !$0.hasSuffix(": pending") } }
    }

    let clock = HostClock()
    let journeys = Journeys()

    func host(signedIn: Bool = true) -> ViewHost {
      ViewHost(Harness(isSignedIn: signedIn, clock: clock, journeys: journeys))
    }

    func open(_ host: ViewHost, _ link: String) throws {
      try host.open(URL(string: link)!)
    }

    @Test("A link at launch selects the lazily loaded Orders tab, pushes the list, then the order: each step once, in order")
    func linkAtLaunch() async throws {
      let host = host()
      #expect(try host.tabView().selectedTitle == "Home")
      try open(host, "shop://orders/42")
      try await host.settle()
      #expect(try host.tabView().selectedTitle == "Orders")
      #expect(try host.navigationStack().path == [AnyHashable(Snippets.OrderRoute.list), AnyHashable(Snippets.OrderRoute.order(42))])
      #expect(try host.find(text: "Order 42").isMounted)
      let delivered = journeys.ends.map { String($0.prefix(while: { $0 != " " })) }
      #expect(delivered == ["SelectTab", "ShowOrderList", "ShowOrder"])
      #expect(journeys.ends.allSatisfy { $0.contains(": handled by ") })
      #expect(journeys.all.filter { $0.hasSuffix(": pending") }.count == 2)  // the list and the order waited
    }

    @Test("The same link while the user is on another tab, deep in Orders: the order replaces what the stack showed")
    func linkFromAnotherTab() async throws {
      let host = host()
      try open(host, "shop://orders/7")
      try await host.settle()
      #expect(try host.navigationStack().path.last == AnyHashable(Snippets.OrderRoute.order(7)))
      try host.tabView().select("Home")
      journeys.all = []
      try open(host, "shop://orders/42")
      try await host.settle()
      #expect(try host.tabView().selectedTitle == "Orders")
      #expect(try host.navigationStack().path == [AnyHashable(Snippets.OrderRoute.list), AnyHashable(Snippets.OrderRoute.order(42))])
      #expect(journeys.ends.count == 3)
    }

    @Test("A link whose screen never appears (signed out) expires: journey expired, one issue naming the type and where it was published")
    func linkThatExpires() async throws {
      let host = host(signedIn: false)
      try open(host, "shop://orders/42")
      try await host.settle()
      #expect(try host.tabView().selectedTitle == "Orders")
      expectIssues([
        "ShowOrderList published here waited 10 s and expired: no subscriber to ShowOrderList under its publisher appeared on screen. "
          + "Show the screen that subscribes sooner, wait longer, or pass reportsExpiry: false if it may legitimately find none."
      ]) {
        clock.advance(by: 9)
        #expect(!journeys.ends.contains { $0.contains("expired") })
        clock.advance(by: 1)
      }
      #expect(journeys.ends.last?.hasPrefix("ShowOrderList from ") == true)
      #expect(journeys.ends.last?.hasSuffix(": dropped: expired after 10 s") == true)
      // Signing in later does not make the old link fire.
      try host.button("Sign in").tap()
      try await host.settle()
      #expect(try host.navigationStack().path.isEmpty)
    }

    @Test("A link waits for the user to sign in, within its expiry")
    func linkWaitsForSignIn() async throws {
      let host = host(signedIn: false)
      try open(host, "shop://orders/42")
      try await host.settle()
      clock.advance(by: 4)
      try host.button("Sign in").tap()
      try await host.settle()
      #expect(try host.find(text: "Order 42").isMounted)
      #expect(journeys.ends.contains { $0.hasPrefix("ShowOrderList") && $0.hasSuffix("after 4 s") })
    }

    @Test("Two links in quick succession: the newer one replaces the older one's waiting step, and only it is shown")
    func twoLinksInQuickSuccession() async throws {
      let host = host()
      try open(host, "shop://orders/7")
      try open(host, "shop://orders/42")
      try await host.settle()
      #expect(try host.navigationStack().path == [AnyHashable(Snippets.OrderRoute.list), AnyHashable(Snippets.OrderRoute.order(42))])
      #expect(journeys.ends.contains { $0.hasPrefix("ShowOrderList") && $0.contains(": cancelled: superseded") })
      // The older link stopped at its replaced step: only the newer one's order was published.
      #expect(journeys.all.filter { $0.hasPrefix("ShowOrder from ") }.count == 2)  // waiting, delivered
    }

    @Test("The publishing view removed while a step waits: the step is cancelled, the rest never published")
    func publishingViewRemoved() async throws {
      let host = host(signedIn: false)
      try open(host, "shop://orders/42")
      try await host.settle()
      clock.advance(by: 2)
      try host.button("Sign out everywhere").tap()
      try await host.settle()
      #expect(journeys.ends.last?.hasPrefix("ShowOrderList from ") == true)
      #expect(journeys.ends.last?.hasSuffix(": cancelled after 2 s") == true)
      clock.advance(by: 10)  // no expiry issue: the value is gone
      #expect(!journeys.all.contains { $0.hasPrefix("ShowOrder from ") })
    }
  }
#endif
