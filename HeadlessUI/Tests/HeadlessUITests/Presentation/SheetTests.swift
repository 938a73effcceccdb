import HeadlessUI
import Testing

private struct Themed: View {
  @Environment(\.testLabel) private var theme
  var body: some View { Text("theme: \(theme)") }
}

private struct Presenter: View {
  let log: Log
  @State private var isPresented = false

  var body: some View {
    VStack {
      Text("presented: \(isPresented ? "yes" : "no")")
      Button("Show") { isPresented = true }
    }
    .sheet(isPresented: $isPresented, onDismiss: { log.add("dismissed") }) {
      VStack {
        Themed()
        Button("Done") { isPresented = false }
      }
    }
    .environment(\.testLabel, "dark")
  }
}

private struct Person: Identifiable {
  var id: String { name }
  var name: String
}

private struct Picker: View {
  let log: Log
  @State private var selected: Person?

  var body: some View {
    VStack {
      Text("selected: \(selected?.name ?? "none")")
      Button("Pick Ada") { selected = Person(name: "Ada") }
    }
    .sheet(item: $selected, onDismiss: { log.add("dismissed") }) { person in
      Detail(person: person)
    }
  }
}

private struct Detail: View {
  let person: Person
  @State private var likes = 0
  var body: some View {
    Button("\(person.name) likes: \(likes)") { likes += 1 }
  }
}

@MainActor @Suite struct SheetTests {
  @Test func aSheetShowsLiveContentWithThePresentersEnvironment() throws {
    let host = ViewHost(Presenter(log: Log()))
    #expect(host.sheets.isEmpty)
    try host.button("Show").tap()
    let sheet = try #require(host.sheet)
    _ = try sheet.content.find(text: "theme: dark")
    _ = try host.find(text: "theme: dark")
  }

  @Test func dismissingASheetResetsTheBindingAndCallsOnDismiss() throws {
    let log = Log()
    let host = ViewHost(Presenter(log: log))
    try host.button("Show").tap()
    try host.dismissSheet()
    #expect(host.sheet == nil)
    #expect(log.entries == ["dismissed"])
    _ = try host.find(text: "presented: no")
  }

  @Test func settingTheBindingToFalseFromTheSheetDismissesIt() throws {
    let log = Log()
    let host = ViewHost(Presenter(log: log))
    try host.button("Show").tap()
    try host.button("Done").tap()
    #expect(host.sheets.isEmpty)
    #expect(log.entries == ["dismissed"])
  }

  @Test func anItemSheetShowsTheItemAndDismissResetsItToNil() throws {
    let log = Log()
    let host = ViewHost(Picker(log: log))
    try host.button("Pick Ada").tap()
    _ = try host.find(text: "selected: Ada")
    try host.button("Ada likes: 0").tap()
    _ = try host.button("Ada likes: 1")
    try #require(host.sheet).dismiss()
    _ = try host.find(text: "selected: none")
    #expect(log.entries == ["dismissed"])
    #expect(throws: ViewHostError("No sheet is presented.")) { try host.dismissSheet() }
  }

  @Test func theTreeDumpShowsSheetsUnderTheirPresenter() throws {
    let host = ViewHost(Presenter(log: Log()))
    try host.button("Show").tap()
    #expect(host.render() == """
      Presenter
        .environment("dark")
          .sheet(isPresented:)
            VStack
              Text("presented: yes")
              Button("Show")
                Text("Show")
            [sheet]
              VStack
                Themed
                  Text("theme: dark")
                Button("Done")
                  Text("Done")
      """)
  }
}
