@testable import HeadlessUI
import Testing

// Apple docs, `EnvironmentObject`: "A property wrapper type for an observable object that a parent
// or ancestor view supplies"; "An environment object invalidates the current view whenever the
// observable object changes. If you declare a property as an environment object, be sure to set
// a corresponding model object on an ancestor view by calling its environmentObject(_:)
// modifier." Reading a missing one is a fatal error naming the type.

private final class Settings: ObservableObject {
  @Published var username = "ada"
  @Published var volume = 5
}

private struct UsernameLabel: View {
  @EnvironmentObject var settings: Settings
  var body: some View { Text("User: \(settings.username)") }
}

private struct UsernameEditor: View {
  @EnvironmentObject var settings: Settings
  var body: some View { TextField("Username", text: $settings.username) }
}

private struct Plain: View {
  var body: some View { Text("plain") }
}

private struct SettingsScreen: View {
  var body: some View {
    VStack {
      UsernameLabel()
      UsernameEditor()
      Plain()
    }
  }
}

private struct Profiles: View {
  let work: Settings
  let home: Settings
  @State private var atHome = false

  var body: some View {
    VStack {
      SettingsScreen()
      Button("Go home") { atHome = true }
    }
    .environmentObject(atHome ? home : work)
  }
}

@MainActor @Suite struct EnvironmentObjectTests {
  // `EnvironmentObject`: a change of the supplied object invalidates the views that declare it;
  // a view below that does not declare it is not re-evaluated.
  @Test func readersUpdateWhenTheSuppliedObjectChanges() throws {
    let settings = Settings()
    let host = ViewHost(SettingsScreen().environmentObject(settings))
    host.resetBodyEvaluationCounts()
    settings.username = "grace"
    try host.update()
    _ = try host.find(text: "User: grace")
    #expect(host.bodyEvaluationCount(of: UsernameLabel.self) == 1)
    #expect(host.bodyEvaluationCount(of: Plain.self) == 0)
    #expect(host.bodyEvaluationCount(of: SettingsScreen.self) == 0)
  }

  // An ancestor supplying another object re-evaluates the readers, which then follow it.
  @Test func aReplacedObjectReevaluatesTheReaders() throws {
    let work = Settings()
    let home = Settings()
    home.username = "ada at home"
    let host = ViewHost(Profiles(work: work, home: home))
    host.resetBodyEvaluationCounts()
    try host.button("Go home").tap()
    _ = try host.find(text: "User: ada at home")
    #expect(host.bodyEvaluationCount(of: UsernameLabel.self) == 1)
    #expect(host.bodyEvaluationCount(of: Plain.self) == 0)
    host.resetBodyEvaluationCounts()
    work.username = "ignored"
    try host.update()
    #expect(host.totalBodyEvaluationCount == 0)
    home.username = "ada on holiday"
    try host.update()
    _ = try host.find(text: "User: ada on holiday")
  }

  // `EnvironmentObject.projectedValue`: `$settings.username` writes the shared object, and every
  // reader of it updates.
  @Test func theProjectedValueMakesBindingsToTheSharedObject() throws {
    let settings = Settings()
    let host = ViewHost(SettingsScreen().environmentObject(settings))
    try host.textField("Username").enterText("hopper")
    #expect(settings.username == "hopper")
    _ = try host.find(text: "User: hopper")
  }

  // The modifier applies to the whole subtree below it, however deep.
  @Test func theObjectReachesDescendantsAtAnyDepth() throws {
    let settings = Settings()
    let host = ViewHost(VStack { VStack { VStack { UsernameLabel() } } }.environmentObject(settings))
    #expect(host.root.texts == ["User: ada"])
  }

  // SwiftUI's fatal error for a missing environment object, word for word (as SwiftUI prints it,
  // e.g. "Fatal error: No ObservableObject of type Validation found. A View.environmentObject(_:)
  // for Validation may be missing as an ancestor of this view.", nalexn/ViewInspector#4).
  @Test func aMissingEnvironmentObjectStopsWithSwiftUIsMessage() {
    #expect(
      missingEnvironmentObjectMessage(Settings.self)
        == "No ObservableObject of type Settings found. A View.environmentObject(_:) for Settings may be missing as an ancestor of this view."
    )
  }
}
