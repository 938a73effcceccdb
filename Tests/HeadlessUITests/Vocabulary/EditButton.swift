import Foundation
import HeadlessUI
import Testing

/// `EditButton` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct EditButtonUsage: View {
  var body: some View {
    EditButton().environment(\.editMode, .constant(.active))
  }
}

@MainActor @Test func editButtonCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(EditButtonUsage())
  #expect(try host.button("Done").isMounted)
}
