import Foundation
import HeadlessUI
import Testing

/// `KeyboardType` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct KeyboardTypeUsage: View {
  var body: some View {
    TextField("Quantity", text: .constant("")).keyboardType(.numberPad)
  }
}

@MainActor @Test func keyboardTypeCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(KeyboardTypeUsage())
  #expect(try host.textField("Quantity").attribute("keyboardType") == ".numberPad")
}
