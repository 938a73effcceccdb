import Foundation
import HeadlessUI
import Testing

/// `OnOpenURL` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct OnOpenURLUsage: View {
  var body: some View {
    Text("Home").onOpenURL { _ in }
  }
}

@MainActor @Test func onOpenURLCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(OnOpenURLUsage())
  #expect((try? host.open(URL(string: "shop://home")!)) != nil)
}
