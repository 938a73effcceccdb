#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Foundation
  import Observation
  import Testing

  /// The row's button: the event its transform turns into an upload.
  struct UploadTappedEvent: Event {}
  /// An upload of one file, what the list's responder handles.
  struct UploadFileEvent: Event { let file: String }

  /// The upload failed: retry it, or give up.
  struct UploadFailedError: AlertableError {
    var title: String? { "Upload failed" }
    var message: String { "The server did not answer." }
    var recoveryOptions: [ErrorRecoveryOption] { [.retry(), .cancel()] }
  }

  /// The session expired: sign in, or give up.
  struct SessionExpiredError: AlertableError {
    var title: String? { "Session expired" }
    var message: String { "Sign in to continue." }
    var recoveryOptions: [ErrorRecoveryOption] { [.event(title: "Sign In", ShowSignInEvent()), .cancel()] }
  }

  /// An error of the app's own, adopting Foundation's `RecoverableError` (not `AlertableError`).
  struct QuotaExceededError: RecoverableError, LocalizedError {
    var errorDescription: String? { "Your storage is full." }
    var recoverySuggestion: String? { "Free some space, then try again." }
    var recoveryOptions: [String] { ["Free Space", "Cancel"] }
    func attemptRecovery(optionIndex: Int) -> Bool { optionIndex == 0 }
  }

  /// The files, the server's failures to come and what happened.
  @Observable
  @MainActor
  final class UploadModel {
    var files = ["a.txt", "b.txt"]
    /// The errors the next uploads throw, first first; an upload succeeds when none is left.
    var failures: [any Error] = []
    var transforms = 0
    var log: [String] = []
    var journeys: [Journey] = []

    /// Throws the next failure, if any is left; else logs the upload.
    func upload(_ upload: UploadFileEvent) throws {
      if !failures.isEmpty { throw failures.removeFirst() }
      log.append("uploaded \(upload.file)")
    }
  }

  /// A row: its button's event crosses the row's own transform into an upload of its file.
  struct UploadRow: View {
    let file: String
    let model: UploadModel

    var body: some View {
      TriggerView(title: "Upload \(file)") { UploadTappedEvent() }
        .transformEvent(UploadTappedEvent.self) {
          model.transforms += 1
          return UploadFileEvent(file: file)
        }
    }
  }

  /// The rows of the model's files.
  struct UploadRows: View {
    let model: UploadModel

    var body: some View {
      VStack {
        ForEach(model.files, id: \.self) { file in
          UploadRow(file: file, model: model)
        }
      }
    }
  }

  /// The list uploads (and may throw); alerts offer the errors' options.
  struct UploadList: View {
    let model: UploadModel

    var body: some View {
      UploadRows(model: model)
        .handleEvent(UploadFileEvent.self) { try model.upload($0) }
        .handleAlertErrors()
        .handleRecoverableErrors()
        .handleEvent(ShowSignInEvent.self) { model.log.append("show sign in") }
        .onJourney { model.journeys.append($0) }
    }
  }

  /// The same list with an async upload: the error is thrown after a suspension.
  struct AsyncUploadList: View {
    let model: UploadModel

    var body: some View {
      UploadRows(model: model)
        .handleEvent(UploadFileEvent.self) { (upload: UploadFileEvent) async throws in
          await Task.yield()
          try model.upload(upload)
        }
        .handleAlertErrors()
    }
  }

  @MainActor
  @Suite("Error recovery (ARCHITECTURE.md, Recovery): options through the chain, as AppKit's presentError")
  struct RecoveryAcceptanceTests {
    /// The upload list whose next uploads throw `failures`, after a tap on `file`'s Upload.
    func upload(_ file: String, failing failures: [any Error]) throws -> (UploadModel, ViewHost) {
      let model = UploadModel()
      model.failures = failures
      let host = ViewHost(UploadList(model: model))
      try host.button("Upload \(file)").tap()
      return (model, host)
    }

    @Test("Retry in the alert sends the upload again from the row, across its transform, and it succeeds")
    func retryResendsFromTheRow() throws {
      let (model, host) = try upload("b.txt", failing: [UploadFailedError()])
      let alert = try #require(host.alert)
      #expect(alert.title == "Upload failed")
      #expect(alert.message == "The server did not answer.")
      #expect(alert.buttons.map(\.title) == ["Retry", "Cancel"])
      #expect(model.transforms == 1)
      #expect(model.log.isEmpty)

      try host.tapAlertButton("Retry")
      #expect(model.transforms == 2)
      #expect(model.log == ["uploaded b.txt"])
      #expect(host.alert == nil)
    }

    @Test("No automatic retry: a retry that fails again presents the error again, with its options")
    func aRetryThatFailsAgainIsPresentedAgain() throws {
      let (model, host) = try upload("a.txt", failing: [UploadFailedError(), UploadFailedError()])
      try host.tapAlertButton("Retry")
      #expect(model.transforms == 2)
      #expect(host.alert?.buttons.map(\.title) == ["Retry", "Cancel"])
      try host.tapAlertButton("Retry")
      #expect(model.transforms == 3)
      #expect(model.log == ["uploaded a.txt"])
      #expect(host.alert == nil)
    }

    @Test("Retry of an error an async responder threw: the upload runs again from the row, and succeeds")
    func retryAfterAnAsyncResponderThrew() async throws {
      let model = UploadModel()
      model.failures = [UploadFailedError()]
      let host = ViewHost(AsyncUploadList(model: model))
      try host.button("Upload b.txt").tap()
      try await host.settle()
      #expect(host.alert?.buttons.map(\.title) == ["Retry", "Cancel"])
      #expect(model.log.isEmpty)

      try host.tapAlertButton("Retry")
      try await host.settle()
      #expect(model.transforms == 2)
      #expect(model.log == ["uploaded b.txt"])
      #expect(host.alert == nil)
    }

    @Test("Recovery options are Sendable: an error's options cross to another task and keep their titles")
    func recoveryOptionsAreSendable() async {
      let options = UploadFailedError().recoveryOptions
      let titles = await Task.detached { options.map(\.title) }.value
      #expect(titles == ["Retry", "Cancel"])
    }

    @Test("The row deleted before the user taps Retry: nothing is sent, and the journey ends cancelled at the alert's responder")
    func aDeletedRowDropsTheRetry() throws {
      let (model, host) = try upload("a.txt", failing: [UploadFailedError()])
      model.files.removeAll { $0 == "a.txt" }
      try host.update()
      model.journeys.removeAll()

      try host.tapAlertButton("Retry")
      #expect(model.transforms == 1)
      #expect(model.log.isEmpty)
      #expect(host.alert == nil)
      let journey = try #require(model.journeys.last)
      #expect(journey.valueType == "UploadTappedEvent")
      guard case .cancelled(let site, _) = journey.outcome else {
        Issue.record("expected a cancelled journey, got \(journey.outcome)")
        return
      }
      #expect(site.fileID.hasSuffix("RecoveryAcceptanceTests.swift"))
    }

    @Test("A queued second error keeps its own options; Sign In sends ShowSignInEvent from where the error came from")
    func aQueuedErrorKeepsItsOwnOptions() throws {
      let (model, host) = try upload("a.txt", failing: [UploadFailedError(), SessionExpiredError()])
      try host.button("Upload b.txt").tap()
      #expect(host.alert?.title == "Upload failed")
      #expect(host.alert?.buttons.map(\.title) == ["Retry", "Cancel"])
      try host.tapAlertButton("Cancel")
      #expect(host.alert?.title == "Session expired")
      #expect(host.alert?.buttons.map(\.title) == ["Sign In", "Cancel"])
      try host.tapAlertButton("Sign In")
      #expect(model.log == ["show sign in"])
      #expect(model.transforms == 2)
      #expect(host.alert == nil)
    }

    @Test("Alerts: an error reported with reportError has no event to retry: its Retry is hidden")
    func aReportedErrorHidesRetry() throws {
      let host = ViewHost(ReportView(title: "Sync") { UploadFailedError() }.handleAlertErrors())
      try host.button("Sync").tap()
      #expect(host.alert?.buttons.map(\.title) == ["Cancel"])
    }

    @Test(
      "An app's own RecoverableError: title from localizedDescription, message from recoverySuggestion, its recoveryOptions as buttons; attemptRecovery returning true sends the upload again"
    )
    func anAppsOwnRecoverableError() throws {
      let (model, host) = try upload("a.txt", failing: [QuotaExceededError(), QuotaExceededError()])
      let alert = try #require(host.alert)
      #expect(alert.title == "Your storage is full.")
      #expect(alert.message == "Free some space, then try again.")
      #expect(alert.buttons.map(\.title) == ["Free Space", "Cancel"])
      // `attemptRecovery(optionIndex: 1)` returns false: nothing more happens.
      try host.tapAlertButton("Cancel")
      #expect(model.transforms == 1)
      #expect(host.alert == nil)

      try host.button("Upload a.txt").tap()
      try host.tapAlertButton("Free Space")
      #expect(model.transforms == 3)
      #expect(model.log == ["uploaded a.txt"])
      #expect(host.alert == nil)
    }
  }
#endif
