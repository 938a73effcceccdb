import HeadlessUI
import Testing

private struct Preferences: View {
  @AppStorage("AppStorageTests.showsPreviews") private var showsPreviews = true
  var body: some View { Toggle("Previews", isOn: $showsPreviews) }
}

private struct Summary: View {
  @AppStorage("AppStorageTests.showsPreviews") private var showsPreviews = true
  var body: some View { Text(showsPreviews ? "previews shown" : "previews hidden") }
}

private enum Sort: String { case newest, oldest }

@MainActor @Suite struct AppStorageTests {
  @Test func aWriteUpdatesEveryViewReadingTheSameKey() throws {
    let host = ViewHost(VStack { Preferences(); Summary() })
    try host.toggle("Previews").toggle()
    #expect(try host.find(text: "previews hidden").isMounted)
    try host.toggle("Previews").toggle()
    #expect(try host.find(text: "previews shown").isMounted)
  }

  @Test func rawRepresentableAndOptionalValuesAreStored() throws {
    struct Sorted: View {
      @AppStorage("AppStorageTests.sort") private var sort = Sort.newest
      @AppStorage("AppStorageTests.nickname") private var nickname: String?
      var body: some View {
        Button("\(sort.rawValue) \(nickname ?? "none")") { sort = .oldest; nickname = "ada" }
      }
    }
    let host = ViewHost(Sorted())
    try host.button("newest none").tap()
    #expect(try host.button("oldest ada").isMounted)
  }

  @Test func twoHostsInOneProcessKeepSeparateValues() throws {
    let first = ViewHost(VStack { Preferences(); Summary() })
    let second = ViewHost(VStack { Preferences(); Summary() })
    try first.toggle("Previews").toggle()
    #expect(try first.find(text: "previews hidden").isMounted)
    #expect(try second.find(text: "previews shown").isMounted)
    let third = ViewHost(Summary())
    #expect(try third.find(text: "previews shown").isMounted)
  }

  @Test func theWindowsOfOneAppShareTheirValues() throws {
    struct PreferencesApp: App {
      var body: some Scene { WindowGroup { VStack { Preferences(); Summary() } } }
    }
    let app = AppHost(PreferencesApp())
    let second = try app.openWindow()
    try app.windows[0].host.toggle("Previews").toggle()
    try second.host.update()
    #expect(try second.host.find(text: "previews hidden").isMounted)
  }
}
