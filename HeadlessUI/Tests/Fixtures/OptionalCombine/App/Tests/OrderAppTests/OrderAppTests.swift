// The app's `@main` type under AppHost, from a test target that depends on the executable target.
import Foundation
import Testing
import AppViews
@testable import OrderApp

#if !canImport(SwiftUI)
  import HeadlessUI
  import LocalAuthentication

  @MainActor @Test func theAppOpensItsWindowAndTheStandInAnswers() throws {
    let app = AppHost(OrderApp())
    #expect(try app.windows[0].host.find(text: "Total 0").isMounted)
    #expect(biometricsAvailable())
    #expect(LAContext.$recognizesOwner.withValue(false) { biometricsAvailable() } == false)
  }
#endif
