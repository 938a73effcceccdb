// The layer's acceptance tests drive views through HeadlessUI: they run where the layer is
// built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Foundation
  import Testing

  struct ShowPostEvent: Event {}
  struct ShowProfileEvent: Event {}
  struct LikeEvent: Event {}
  struct AuthenticationError: Error {}

  struct FeedList: View {
    var body: some View {
      VStack {
        TriggerView(title: "Post") { ShowPostEvent() }
        TriggerView(title: "Like") { LikeEvent() }
        ReportView(title: "Sign out") { AuthenticationError() }
      }
    }
  }

  /// The seed's FeedView, with its declaration sites pinned so messages are exact.
  struct FeedView: View {
    var body: some View {
      FeedList()
        .triggers(ShowPostEvent.self, ShowProfileEvent.self, fileID: "App/FeedView.swift", line: 10)
        .reports(AuthenticationError.self, fileID: "App/FeedView.swift", line: 11)
    }
  }

  /// FeedView inside an app whose responders are explicit (typed), at a safety level.
  struct FeedApp: View {
    let level: ResponderSafetyLevel
    let recorder: Recorder

    var body: some View {
      FeedView()
        .handleEvent(ShowPostEvent.self) { recorder("show post") }
        .handleEvent(LikeEvent.self) { recorder("like") }
        .handleError(AuthenticationError.self) { recorder("sign in again") }
        .responderSafetyLevel(level)
    }
  }

  let likeUndeclared =
    "LikeEvent (triggered at HierarchyResponderTests/Support.swift:75) passed this .triggers declaration, which does not list it "
    + "(declared: ShowPostEvent, ShowProfileEvent). Add LikeEvent.self to the declaration."

  /// Collects strict stops instead of `fatalError`.
  final class StopLog: Sendable {
    // NSLock rather than `Mutex`, which needs macOS 15 (the package supports macOS 12).
    private let lock = NSLock()
    /// `lock` held around `body` (not `NSLocking.withLock`, which older macOS lacks).
    private func locked<T>(_ body: () throws -> T) rethrows -> T {
      lock.lock()
      defer { lock.unlock() }
      return try body()
    }
    nonisolated(unsafe) private var messages: [String] = []
    var all: [String] { locked { messages } }
    func append(_ message: String) { locked { messages.append(message) } }
  }

  @MainActor
  @Suite("Safety declarations (FeedView)")
  struct SafetyAcceptanceTests {
    @Test("Relaxed: a declared event passes silently; an undeclared one is a runtime issue and still delivered")
    func relaxed() throws {
      let recorder = Recorder()
      let host = ViewHost(FeedApp(level: .relaxed, recorder: recorder))
      try host.button("Post").tap()
      try expectIssues([likeUndeclared]) {
        try host.button("Like").tap()
      }
      #expect(recorder.entries == ["show post", "like"])
    }

    @Test("Strict: an undeclared event stops the program (observed here without crashing) and goes no further")
    func strict() throws {
      let recorder = Recorder()
      let stops = StopLog()
      let host = ViewHost(FeedApp(level: .strict, recorder: recorder))
      try ResponderDiagnostics.$fatalHandler.withValue({ stops.append($0) }) {
        try host.button("Post").tap()
        try host.button("Like").tap()
      }
      #expect(stops.all == [likeUndeclared])
      #expect(recorder.entries == ["show post"])
    }

    @Test("Disabled: infractions are ignored")
    func disabled() throws {
      let recorder = Recorder()
      let host = ViewHost(FeedApp(level: .disabled, recorder: recorder))
      try host.button("Like").tap()
      #expect(recorder.entries == ["like"])
    }

    @Test("Explicit responders required: a declared error with only an untyped responder above is an infraction")
    func explicitRespondersRequired() throws {
      let recorder = Recorder()
      let host = ViewHost(FeedView().handleError { _ in recorder("untyped") })
      try expectIssues([
        "AuthenticationError (reported at HierarchyResponderTests/Support.swift:88) is declared by this .reports, but no responder above it names "
          + "AuthenticationError. Add .handleError(AuthenticationError.self) { … } to an ancestor view, "
          + "or use .requireExplicitResponders(false)."
      ]) {
        try host.button("Sign out").tap()
      }
      #expect(recorder.entries == ["untyped"])
    }

    @Test("requireExplicitResponders(false) accepts untyped responders")
    func explicitRespondersNotRequired() throws {
      let recorder = Recorder()
      let host = ViewHost(
        FeedView()
          .handleError { _ in recorder("untyped") }
          .requireExplicitResponders(false))
      try host.button("Sign out").tap()
      #expect(recorder.entries == ["untyped"])
    }

    @Test("A typed catchError counts as an explicit responder for a declared error")
    func typedCatchIsExplicit() throws {
      let recorder = Recorder()
      let host = ViewHost(
        FeedView()
          .catchError(AuthenticationError.self) { ShowSignInEvent() }
          .handleEvent(ShowSignInEvent.self) { recorder("sign in") })
      try host.button("Sign out").tap()
      #expect(recorder.entries == ["sign in"])
    }
  }

  @MainActor
  @Suite("registerHandler(for:) (predecessor API)")
  struct RegisterHandlerAcceptanceTests {
    @Test("registerHandler(for:) makes an untyped responder count as explicit for a declared error")
    func registeredErrorIsExplicit() throws {
      let recorder = Recorder()
      let host = ViewHost(
        FeedView()
          .registerHandler(for: AuthenticationError.self)
          .handleError { _ in recorder("untyped handled it") })
      try host.button("Sign out").tap()
      #expect(recorder.entries == ["untyped handled it"])
    }

    @Test("registerHandler(for:) for one event type does not cover another declared type")
    func registrationIsPerType() throws {
      let recorder = Recorder()
      let host = ViewHost(
        FeedView()
          .registerHandler(for: ShowProfileEvent.self)
          .handleEvent { _ in recorder("untyped") }
          .onJourney { recorder.journeys.append($0) })
      try expectIssues([
        "ShowPostEvent (triggered at HierarchyResponderTests/Support.swift:75) is declared by this .triggers, but no responder above it names "
          + "ShowPostEvent. Add .handleEvent(ShowPostEvent.self) { … } to an ancestor view, "
          + "or use .requireExplicitResponders(false)."
      ]) {
        try host.button("Post").tap()
      }
      #expect(recorder.entries == ["untyped"])
      #expect(recorder.journeys.first?.hops.map(\.kind) == [.triggers, .handleEvent])
    }
  }
#endif
