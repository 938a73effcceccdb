// `EditMode` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

@available(macOS, unavailable)
@available(watchOS, unavailable)
private struct EditModeReader: View {
  @Environment(\.editMode) private var editMode
  var body: some View { Text(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing") }
}

/// `EditMode` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(macOS, unavailable)
@available(watchOS, unavailable)
private struct EditModeUsage: View {
  var body: some View {
    EditModeReader().environment(\.editMode, .constant(.transient))
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func editModeCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(EditModeUsage())
    #expect(try host.find(text: "editing").isMounted)
  }
#endif
