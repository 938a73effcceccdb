// Acceptance tests of ARCHITECTURE.md, Phases, through the modifiers: a component's default
// (`phase: .fallback`) validated as a command and answering a request, and the app overriding it.
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  private struct BuyProEvent: Event {}

  private struct StoreName: ResponderRequest {
    typealias Response = String
  }

  /// What the responders of these tests did: one log per app (an `App` is made with `init()`).
  @MainActor
  private final class PhasesLog {
    static let defaultOnly = PhasesLog()
    static let overriding = PhasesLog()
    var entries: [String] = []
  }

  /// A button inside the component that asks which store it buys with.
  private struct StoreButton: View {
    let log: PhasesLog
    @Environment(\.sendRequest) private var sendRequest

    var body: some View {
      Button("Which store?") {
        Task { log.entries.append((try? await sendRequest(StoreName())) ?? "no answer") }
      }
    }
  }

  /// A component: buys through its own store by default, and names its store by default.
  private struct StoreComponent: View {
    let log: PhasesLog

    var body: some View {
      StoreButton(log: log)
      .focusable()
      .validateEvent(BuyProEvent.self) { EventState(title: "Buy with the Component's Store") }
      .handleEvent(BuyProEvent.self, phase: .fallback) { log.entries.append("component buys") }
      .respond(to: StoreName.self, phase: .fallback) { _ in "component store" }
    }
  }

  /// The component alone in a window.
  private struct DefaultOnlyApp: App {
    var body: some Scene {
      WindowGroup { StoreComponent(log: PhasesLog.defaultOnly) }
        .commands { CommandMenu("Store") { EventCommand("Buy", event: BuyProEvent()) } }
    }
  }

  /// The app handles what the component offers defaults for.
  private struct OverridingApp: App {
    var body: some Scene {
      WindowGroup {
        StoreComponent(log: PhasesLog.overriding)
          .handleEvent(BuyProEvent.self) { PhasesLog.overriding.entries.append("app buys") }
          .respond(to: StoreName.self) { _ in "app store" }
      }
      .commands { CommandMenu("Store") { EventCommand("Buy", event: BuyProEvent()) } }
    }
  }

  @MainActor
  @Suite("Phases: a component's default and the app overriding it, through the modifiers", .serialized)
  struct PhasesAcceptanceTests {
    @Test("A command whose only taker is a component's default is enabled, titled by the validation on its way")
    func defaultValidatesTheCommand() throws {
      let log = PhasesLog.defaultOnly
      log.entries = []
      let app = AppHost(DefaultOnlyApp())
      let window = try #require(app.keyWindow)
      try window.host.button("Which store?").focus()
      #expect(try app.menuItem("Buy with the Component's Store").isEnabled)
      try app.menuItem("Buy with the Component's Store").choose()
      #expect(log.entries == ["component buys"])
    }

    @Test("The app's outer handler takes the command instead of the component's default")
    func theAppOverridesTheDefault() throws {
      let log = PhasesLog.overriding
      log.entries = []
      let app = AppHost(OverridingApp())
      let window = try #require(app.keyWindow)
      try window.host.button("Which store?").focus()
      try app.menuItem("Buy with the Component's Store").choose()
      #expect(log.entries == ["app buys"])
    }

    @Test("A request's default answer, and the app's answer overriding it")
    func defaultAnswer() async throws {
      PhasesLog.defaultOnly.entries = []
      PhasesLog.overriding.entries = []
      let defaultOnlyApp = AppHost(DefaultOnlyApp())
      try #require(defaultOnlyApp.keyWindow).host.button("Which store?").tap()
      await drainMainActor()
      let overridingApp = AppHost(OverridingApp())
      try #require(overridingApp.keyWindow).host.button("Which store?").tap()
      await drainMainActor()
      #expect(PhasesLog.defaultOnly.entries == ["component store"])
      #expect(PhasesLog.overriding.entries == ["app store"])
    }
  }
#endif
