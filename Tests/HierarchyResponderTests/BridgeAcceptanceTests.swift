// The layer's acceptance tests drive views through HeadlessUI: they run where the layer is
// built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  @testable import HierarchyResponder
  import Testing

  /// Stands in for a hosting controller of another responder system (UIKit, AppKit).
  @MainActor
  private final class HostingObject {
    var routed: [String] = []
  }

  @MainActor
  @Suite("Bridge: a hosted SwiftUI tree forwards what it leaves unhandled")
  struct BridgeAcceptanceTests {
    @Test("Unhandled events go to the host's responder chain instead of the root; handled ones never do")
    func unhandledGoToHost() throws {
      let recorder = Recorder()
      let host = HostingObject()
      let view = ViewHost(
        VStack {
          TriggerView(title: "Mine")
          TriggerView(title: "Other") { AnotherEvent() }
        }
        .handleEvent(MyEvent.self) { recorder("SwiftUI handled MyEvent") }
        .forwardingUnhandledEvents(to: host, fileID: #fileID, filePath: #filePath, line: #line, column: #column) { host, event in
          host.routed.append("\(type(of: event))")
        })
      try view.button("Mine").tap()
      try view.button("Other").tap()
      #expect(recorder.entries == ["SwiftUI handled MyEvent"])
      #expect(host.routed == ["AnotherEvent"])
    }
  }
#endif
