// `NotificationCenter.publisher(for:)` as an app writes it. The usage view compiles against SwiftUI
// where it exists (the apple-check type-checks it as app code against Apple's shapes, `.ci/run`)
// and against HeadlessUI elsewhere; the test renders it where HeadlessUI is the SwiftUI.
//
// `NotificationCenter.publisher(for:object:)` is Foundation's Combine overlay, not SwiftUI's:
// HeadlessUI gives it on OpenCombine where Combine is absent; the apple-check's stand-in declares
// it in the SwiftUI shadow, which has no Foundation overlay of its own.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension Notification.Name {
  fileprivate static let vocabularyVaultDidLock = Notification.Name("NotificationCenterPublisher.vaultDidLock")
}

/// `NotificationCenter.publisher(for:)` as an app writes it: it compiles against HeadlessUI and, in
/// the apple-check, against Apple's shapes (SwiftUI's interface); the test below renders it on
/// HeadlessUI.
private struct NotificationCenterPublisherUsage: View {
  @State private var locks = 0
  var body: some View {
    Text("Locked \(locks) times")
      .onReceive(NotificationCenter.default.publisher(for: .vocabularyVaultDidLock)) { _ in locks += 1 }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func notificationCenterPublisherDeliversPostedNotificationsToOnReceive() async throws {
    let host = ViewHost(NotificationCenterPublisherUsage())
    NotificationCenter.default.post(name: .vocabularyVaultDidLock, object: nil)
    try await host.settle()
    #expect(try host.find(text: "Locked 1 times").isMounted)
    host.unmount()
    NotificationCenter.default.post(name: .vocabularyVaultDidLock, object: nil)
    #expect(host.findAll(text: "Locked 2 times").isEmpty)
  }
#endif
