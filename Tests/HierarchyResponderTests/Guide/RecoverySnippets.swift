// The code of the Error Recovery article, as it shows it (keep them in step). Checked against
// SwiftUI (iOS and macOS) by the apple-check, and run on HeadlessUI by RecoveryArticleTests.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import Foundation
import HierarchyResponder

enum RecoverySnippets {
  struct UploadTapped: Event {}

  struct UploadPhotoEvent: Event {
    let photo: String
  }

  struct ShowSignInEvent: Event {}

  /// What the server answered instead of a success.
  struct ServerError: Error {
    let status: Int
  }

  struct UploadFailed: AlertableError {
    var title: String? { "Upload failed" }
    var message: String { "The server did not answer." }
    var recoveryOptions: [ErrorRecoveryOption] {
      [.retry(), .cancel()]
    }
  }

  struct SignInRequired: AlertableError {
    var message: String { "Sign in to upload photos." }
    var recoveryOptions: [ErrorRecoveryOption] {
      [.event(title: "Sign In", ShowSignInEvent()), .cancel(title: "Not Now")]
    }
  }

  /// The photos and the server, as the views see them.
  @MainActor
  final class PhotoLibrary {
    var photos = ["Beach", "Forest"]
    var status = 200
    var uploaded: [String] = []

    func upload(_ photo: String) throws {
      guard status == 200 else { throw ServerError(status: status) }
      uploaded.append(photo)
    }
  }

  struct PhotoRow: View {
    let photo: String

    var body: some View {
      EventButton("Upload \(photo)", event: UploadTapped())
        .transformEvent(UploadTapped.self) { UploadPhotoEvent(photo: photo) }
    }
  }

  struct PhotoList: View {
    let library: PhotoLibrary

    var body: some View {
      List {
        ForEach(library.photos, id: \.self) { photo in
          PhotoRow(photo: photo)
        }
      }
      .handleEvent(UploadPhotoEvent.self) { event in
        try library.upload(event.photo)
      }
      .transformError(ServerError.self) { error in
        if error.status == 401 { return SignInRequired() }
        return UploadFailed()
      }
    }
  }

  struct PhotosRoot: View {
    let library: PhotoLibrary
    @State private var isSigningIn = false

    var body: some View {
      PhotoList(library: library)
        .handleAlertErrors()
        .handleEvent(ShowSignInEvent.self) { isSigningIn = true }
        .sheet(isPresented: $isSigningIn) {
          Text("Sign in")
        }
    }
  }

  enum Trash {
    static func empty() -> Bool { true }
  }

  struct DiskFullError: RecoverableError, LocalizedError {
    var errorDescription: String? { "The disk is full." }
    var recoverySuggestion: String? { "Empty the trash, then try again." }
    var recoveryOptions: [String] { ["Empty Trash", "Cancel"] }

    func attemptRecovery(optionIndex: Int) -> Bool {
      optionIndex == 0 && Trash.empty()
    }
  }

  struct ExportScreen: View {
    let export: () throws -> Void

    var body: some View {
      EventButton("Export", event: ExportEvent())
        .handleEvent(ExportEvent.self) { try export() }
        .handleRecoverableErrors()
    }
  }

  struct ExportEvent: Event {}
}
