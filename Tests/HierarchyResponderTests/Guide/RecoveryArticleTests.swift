// The Error Recovery article's code, run on HeadlessUI.
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  @MainActor
  @Suite("Error Recovery article")
  struct RecoveryArticleTests {
    typealias Snippets = RecoverySnippets

    /// The article's photos, uploading `photo` while the server answers `status`.
    func upload(_ photo: String, status: Int) throws -> (Snippets.PhotoLibrary, ViewHost) {
      let library = Snippets.PhotoLibrary()
      library.status = status
      let host = ViewHost(Snippets.PhotosRoot(library: library))
      try host.button("Upload \(photo)").tap()
      return (library, host)
    }

    @Test("The article's photo list: a failed upload offers Retry, which sends it again once the server answers")
    func retryAfterTheServerAnswers() throws {
      let (library, host) = try upload("Beach", status: 503)
      #expect(host.alert?.title == "Upload failed")
      #expect(host.alert?.buttons.map(\.title) == ["Retry", "Cancel"])
      library.status = 200
      try host.tapAlertButton("Retry")
      #expect(library.uploaded == ["Beach"])
      #expect(host.alert == nil)
    }

    @Test("The article's transformError adjusts the error before it is presented (AppKit's willPresentError): 401 offers Sign In")
    func transformErrorAdjustsBeforePresenting() throws {
      let (_, host) = try upload("Forest", status: 401)
      #expect(host.alert?.title == "Error")
      #expect(host.alert?.message == "Sign in to upload photos.")
      #expect(host.alert?.buttons.map(\.title) == ["Sign In", "Not Now"])
      try host.tapAlertButton("Sign In")
      #expect(host.sheet != nil)
    }

    @Test("The article's RecoverableError: its own options, attemptRecovery(optionIndex:) returning true sends the export again")
    func recoverableErrorRetriesOnSuccess() throws {
      var attempts = 0
      let host = ViewHost(
        Snippets.ExportScreen {
          attempts += 1
          if attempts == 1 { throw Snippets.DiskFullError() }
        })
      try host.button("Export").tap()
      #expect(host.alert?.title == "The disk is full.")
      #expect(host.alert?.message == "Empty the trash, then try again.")
      try host.tapAlertButton("Empty Trash")
      #expect(attempts == 2)
      #expect(host.alert == nil)
    }
  }
#endif
