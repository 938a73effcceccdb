import HeadlessUI
import Testing

/// A keypad's icon-only keys: their labels have no text, so `button(_:)` cannot find them.
private struct Keypad: View {
  @State private var log: [String] = []
  var body: some View {
    VStack {
      Text("Log: \(log.joined(separator: ","))")
      Button { log.append("delete") } label: { Image(systemName: "delete.left") }
      Button { log.append("faceid") } label: { Image(systemName: "faceid") }.accessibilityLabel("Unlock with Face ID")
      Button { log.append("help") } label: { Image(systemName: "questionmark.circle").accessibilityLabel("Help") }
      Label("Favorite", systemImage: "star")
    }
  }
}

@MainActor @Suite struct IconOnlyQueryTests {
  @Test func aButtonWhoseLabelIsOnlyAnImageIsFoundByTheImagesSystemName() throws {
    let host = ViewHost(Keypad())
    try host.button(systemImage: "delete.left").tap()
    try host.button(systemImage: "faceid").tap()
    #expect(try host.find(text: "Log: delete,faceid").isMounted)
  }

  @Test func aButtonIsFoundByItsOwnAccessibilityLabelOrOneInItsLabel() throws {
    let host = ViewHost(Keypad())
    try host.button(accessibilityLabel: "Unlock with Face ID").tap()
    try host.button(accessibilityLabel: "Help").tap()
    #expect(try host.find(text: "Log: faceid,help").isMounted)
  }

  @Test func anyViewIsFoundByTheSystemImageItShows() throws {
    let host = ViewHost(Keypad())
    #expect(try host.find(systemImage: "star").isMounted)
    #expect(host.findAll(systemImage: "faceid").count == 1)
  }

  @Test func aMissingSymbolListsTheSymbolsOnScreen() throws {
    let host = ViewHost(Keypad())
    let error = #expect(throws: ViewHostError.self) { try host.button(systemImage: "lock") }
    #expect(error?.description == "No button showing system image \"lock\" found. Buttons' system images: \"delete.left\", \"faceid\", \"questionmark.circle\".")
    let noImage = #expect(throws: ViewHostError.self) { try host.find(systemImage: "lock") }
    #expect(noImage?.description == "No image of system symbol \"lock\" found. System images: \"delete.left\", \"faceid\", \"questionmark.circle\", \"star\".")
    let noLabel = #expect(throws: ViewHostError.self) { try host.button(accessibilityLabel: "Delete") }
    #expect(noLabel?.description == "No button with accessibility label \"Delete\" found. Buttons' accessibility labels: \"Unlock with Face ID\", \"Help\".")
  }
}
