import HeadlessUI
import Testing

private enum Mode { case one, two, three }

private struct Built: View {
  var showOptional: Bool
  var mode: Mode

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("first")
      if showOptional {
        Text("optional")
      }
      switch mode {
      case .one: Text("one")
      case .two: Text("two")
      case .three: EmptyView()
      }
      if #available(macOS 10.15, iOS 13, *) {
        Text("available")
      }
      Group {
        HStack {
          Text("h1")
          Text("h2")
        }
        ZStack(alignment: .topLeading) { Text("z") }
      }
    }
  }
}

private struct Empty: View {
  var body: some View {}
}

@MainActor @Suite struct ViewBuilderTests {
  @Test func builderSupportsOptionalsSwitchesAvailabilityAndGroups() {
    let host = ViewHost(Built(showOptional: true, mode: .two))
    #expect(host.root.texts == ["first", "optional", "two", "available", "h1", "h2", "z"])
    let other = ViewHost(Built(showOptional: false, mode: .three))
    #expect(other.root.texts == ["first", "available", "h1", "h2", "z"])
  }

  @Test func anEmptyBlockBuildsAnEmptyView() {
    let host = ViewHost(Empty())
    #expect(host.render() == "Empty\n  EmptyView")
  }

  @Test func treeDumpShowsViewsModifiersAndStacks() {
    let host = ViewHost(Built(showOptional: false, mode: .one))
    #expect(host.render() == """
      Built
        VStack(alignment: .leading, spacing: 4.0)
          Text("first")
          Text("one")
          Text("available")
          Group
            HStack
              Text("h1")
              Text("h2")
            ZStack(alignment: .leading/top)
              Text("z")
      """)
  }
}
