import Foundation
import HeadlessUI
import Testing

private struct EditModeReader: View {
  @Environment(\.editMode) private var editMode
  var body: some View { Text(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing") }
}

/// `EditMode` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct EditModeUsage: View {
  var body: some View {
    EditModeReader().environment(\.editMode, .constant(.transient))
  }
}

@MainActor @Test func editModeCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(EditModeUsage())
  #expect(try host.find(text: "editing").isMounted)
}
