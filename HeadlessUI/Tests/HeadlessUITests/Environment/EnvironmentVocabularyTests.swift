import HeadlessUI
import Testing

private struct Appearance: View {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.scenePhase) private var scenePhase
  @Environment(\.isPresented) private var isPresented
  var body: some View { Text("\(colorScheme == .dark ? "dark" : "light") \(scenePhase == .active ? "active" : "inactive") \(isPresented)") }
}

private struct Appearance_Previews: PreviewProvider {
  static var previews: some View {
    Appearance().previewDisplayName("Light")
  }
}

@MainActor @Suite struct EnvironmentVocabularyTests {
  @Test func colorSchemeAndScenePhaseHaveDefaultsAndCanBeSet() throws {
    #expect(try ViewHost(Appearance()).find(text: "light active false").isMounted)
    var environment = EnvironmentValues()
    environment.scenePhase = .inactive
    let host = ViewHost(Appearance().environment(\.colorScheme, .dark), environment: environment)
    #expect(try host.find(text: "dark inactive false").isMounted)
  }

  @Test func aPreviewProvidersPreviewsCanBeMounted() throws {
    let host = ViewHost(Appearance_Previews.previews)
    #expect(try host.find(Appearance.self).attribute("previewDisplayName") == #""Light""#)
    #expect(Appearance_Previews.platform == nil)
  }

  @Test func dismissOutsideAPresentationDoesNothing() throws {
    struct Root: View {
      @Environment(\.dismiss) private var dismiss
      var body: some View { Button("Close") { dismiss() } }
    }
    let host = ViewHost(Root())
    try host.button("Close").tap()
    #expect(try host.button("Close").isMounted)
  }

  @Test func aButtonWithASystemImageIsTitledByItsText() throws {
    let log = Log()
    let host = ViewHost(Button("Add", systemImage: "plus") { log.add("add") })
    try host.button("Add").tap()
    #expect(log.entries == ["add"])
  }
}
