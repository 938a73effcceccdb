// An app's `@main` type: in an executable target, so that a test target can import it and link
// (in a library target the test link fails with "multiple definition of 'main'").
import AppViews

#if canImport(SwiftUI)
  import SwiftUI
#else
  import HeadlessUI
#endif

@main
struct OrderApp: App {
  @StateObject private var model = OrderModel()

  var body: some Scene {
    WindowGroup { OrderView(model: model) }
  }
}
