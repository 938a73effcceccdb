import HeadlessUI
import Testing

private struct Editor: View {
  @Binding var name: String

  var body: some View {
    Button("Rename") { name = "Grace" }
  }
}

private struct Owner: View {
  @State private var name = "Ada"

  var body: some View {
    VStack {
      Text("Name: \(name)")
      Editor(name: $name)
    }
  }
}

private struct Grouped: DynamicProperty {
  @State var value = 10
}

private struct UsesDynamicProperty: View {
  var grouped = Grouped()

  var body: some View {
    Button("Value \(grouped.value)") { grouped.value += 1 }
  }
}

private struct Model: Equatable {
  var title = "t"
  var count = 0
}

private struct MemberBinding: View {
  @State private var model = Model()

  var body: some View {
    VStack {
      Text("\(model.title) \(model.count)")
      Counted(count: $model.count)
    }
  }
}

private struct Counted: View {
  @Binding var count: Int

  var body: some View {
    Button("More") { count += 1 }
  }
}

@MainActor @Suite struct StateTests {
  @Test func bindingWritesUpdateTheOwnersState() throws {
    let host = ViewHost(Owner())
    try host.button("Rename").tap()
    _ = try host.find(text: "Name: Grace")
  }

  @Test func stateNestedInACustomDynamicPropertyIsStored() throws {
    let host = ViewHost(UsesDynamicProperty())
    try host.button("Value 10").tap()
    _ = try host.button("Value 11")
  }

  @Test func bindingsToMembersWriteThroughTheParentValue() throws {
    let host = ViewHost(MemberBinding())
    try host.button("More").tap()
    try host.button("More").tap()
    _ = try host.find(text: "t 2")
  }

  @Test func bindingConstantAndGetSetClosures() {
    let constant = Binding.constant(3)
    constant.wrappedValue = 4
    #expect(constant.wrappedValue == 3)
    let log = Log()
    let custom = Binding(get: { 7 }, set: { log.add("set \($0)") })
    custom.wrappedValue = 8
    #expect(custom.wrappedValue == 7)
    #expect(log.entries == ["set 8"])
    let optional = Binding<Int?>(custom)
    #expect(optional.wrappedValue == 7)
    #expect(Binding<Int>(Binding<Int?>.constant(nil)) == nil)
  }

  @Test func writingAnEqualValueDoesNotReevaluate() throws {
    let host = ViewHost(Owner())
    try host.button("Rename").tap()
    host.resetBodyEvaluationCounts()
    try host.button("Rename").tap()
    #expect(host.totalBodyEvaluationCount == 0)
  }
}
