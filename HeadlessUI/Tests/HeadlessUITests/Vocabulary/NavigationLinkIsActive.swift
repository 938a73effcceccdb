// The `NavigationLink(destination:isActive:label:)` that apps written before iOS 16 use for
// programmatic navigation (deprecated by Apple, not removed): a link with an empty label in a
// background, driven by the app's own flag. The view compiles against SwiftUI (the apple-check
// type-checks it as app code against Apple's shapes) and against HeadlessUI; the test hosts it in a
// navigation stack.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// A screen that shows its detail when the app sets `showsDetail` (a link with an empty label in
/// the background), and a settings link that sets its own flag.
private struct FlagDrivenNavigation: View {
  @Binding var showsDetail: Bool
  @State private var showsSettings = false
  var body: some View {
    VStack {
      Text("Home")
      Button("Show detail") { showsDetail = true }
      NavigationLink(destination: Text("Settings"), isActive: $showsSettings) { Text("Open settings") }
    }
    .background(NavigationLink(destination: Text("Detail"), isActive: $showsDetail) { EmptyView() })
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  /// The flag, owned above the screen as an app's model owns it.
  private struct FlagDrivenNavigationHost: View {
    @State var showsDetail = false
    var body: some View {
      NavigationStack {
        FlagDrivenNavigation(showsDetail: $showsDetail)
        Text(showsDetail ? "Flag on" : "Flag off")
      }
    }
  }

  // NavigationLink(destination:isActive:label:): "Creates a navigation link that presents the
  // destination view when active"; isActive is "A binding to a Boolean value that indicates
  // whether destination is currently presented": activating the link sets it, and while it is
  // true the destination is shown.
  @MainActor @Test func anIsActiveLinkPresentsItsDestinationWhileItsFlagIsOn() throws {
    let linked = ViewHost(FlagDrivenNavigationHost())
    #expect(linked.findAll(text: "Settings").isEmpty)
    try linked.button("Open settings").tap()
    #expect(try linked.find(text: "Settings").isMounted)

    let flagged = ViewHost(FlagDrivenNavigationHost())
    #expect(try flagged.find(text: "Flag off").isMounted)
    #expect(flagged.findAll(text: "Detail").isEmpty)
    try flagged.button("Show detail").tap()
    #expect(try flagged.find(text: "Detail").isMounted)
  }
#endif
