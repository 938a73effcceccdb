// The recipe's step for networking: on Linux `URLSession` lives in FoundationNetworking, and
// HeadlessUI re-exports it, so a file that imports only SwiftUI (HeadlessUI here) finds it as on
// Apple's platforms. A file that imports only Foundation adds
// `#if canImport(FoundationNetworking) import FoundationNetworking #endif`.
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import Testing

  /// A request an app's view model builds, in a file that imports only SwiftUI.
  private func statusRequest() -> URLRequest {
    var request = URLRequest(url: URL(string: "https://example.com/status")!)
    request.timeoutInterval = 5
    return request
  }

  @Test func importingHeadlessUIGivesURLSessionAsImportingSwiftUIDoes() {
    let session: URLSession = .shared
    #expect(statusRequest().timeoutInterval == 5)
    #expect(session.configuration.timeoutIntervalForRequest > 0)
  }
#endif
