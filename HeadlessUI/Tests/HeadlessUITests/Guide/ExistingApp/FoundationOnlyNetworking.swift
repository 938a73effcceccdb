// The recipe's step for networking in a file that imports only Foundation: on Linux `URLSession`
// and `URLRequest` live in FoundationNetworking, which Apple's Foundation includes. Without the
// guarded import, Linux reports "cannot find 'URLRequest' in scope".
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The request an app's API client builds, in a file that imports only Foundation.
enum StatusEndpoint {
  static func request() -> URLRequest {
    URLRequest(url: URL(string: "https://example.com/status")!, timeoutInterval: 10)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @Test func aFoundationOnlyFileImportsFoundationNetworkingForURLSession() {
    #expect(StatusEndpoint.request().timeoutInterval == 10)
  }
#endif
