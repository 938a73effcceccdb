// A deep link published before the library handed its publisher out: from an `onAppear` outer to
// the `.publisher` modifier, which HeadlessUI runs before the modifier's own (whether SwiftUI does
// is a device question, so the library must not depend on the order).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  struct EarlyOpenOrder: Event {
    let id: Int
  }

  struct EarlySelectTab: Event {
    let tab: String
  }

  /// An app that publishes its launch link's steps from its root's `onAppear`.
  struct EarlyLinkApp: View {
    let recorder: Recorder
    @State private var selectTab: EventPublisher<EarlySelectTab>?
    @State private var openOrder: EventPublisher<EarlyOpenOrder>?

    var body: some View {
      VStack {
        Text("Orders")
          .subscribe(to: EarlySelectTab.self) { recorder("tab \($0.tab)") }
          .subscribe(to: EarlyOpenOrder.self) { recorder("order \($0.id)") }
      }
      .publisher(for: EarlySelectTab.self, undelivered: .wait(upTo: 10)) { selectTab = $0 }
      .publisher(for: EarlyOpenOrder.self) { openOrder = $0 }
      .onAppear {
        recorder("publishers \(selectTab == nil && openOrder == nil ? "not yet handed out" : "handed out")")
        [
          PublishingStep(EarlySelectTab(tab: "orders"), through: selectTab),
          PublishingStep(EarlyOpenOrder(id: 42), through: openOrder),
        ].publish(waitingUpTo: 10)
      }
    }
  }

  struct NeverPublishedEvent: Event {}

  @MainActor
  @Suite("Publishing before the publisher exists")
  struct EarlyPublishingAcceptanceTests {
    @Test("publish before the publisher exists: the steps wait for their publishers, then are delivered in order")
    func publishBeforeThePublisherExists() async throws {
      let recorder = Recorder()
      let host = ViewHost(EarlyLinkApp(recorder: recorder))
      await drainMainActor()
      try await host.settle()
      #expect(recorder.entries == ["publishers not yet handed out", "tab orders", "order 42"])
    }

    @Test("publish before the publisher exists: a step no publisher of its type ever reaches stops its sequence with one runtime issue")
    func stepWithoutAnyPublisher() async {
      let recorder = Recorder()
      await withKnownIssue {
        [
          PublishingStep(NeverPublishedEvent(), through: nil),
          PublishingStep(EarlyOpenOrder(id: 7), through: EventPublisher(id: "never") { recorder("order \($0.id)") }),
        ].publish(waitingUpTo: 0)
        await drainMainActor()
      } matching: { issue in
        issue.comments.first?.rawValue
          == "The step publishing NeverPublishedEvent was built with a nil publisher, and no publisher of NeverPublishedEvent was handed out within 0 s: the sequence stopped at this step. "
          + "Give a view above its screens .publisher(for: NeverPublishedEvent.self, undelivered: .wait(upTo: …)), which hands its publisher out when that view appears, before any subscriber does."
      }
      #expect(recorder.entries.isEmpty)
    }
  }
#endif
