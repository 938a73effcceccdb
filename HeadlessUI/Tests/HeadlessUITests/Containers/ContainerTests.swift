import HeadlessUI
import Testing

private struct Person: Identifiable {
  let id: Int
  let name: String
}

@MainActor @Suite struct ContainerTests {
  @Test func aListOverDataRendersOneRowPerElementKeyedByItsId() throws {
    let people = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")]
    let host = ViewHost(List(people) { Text($0.name) }.listStyle(.insetGrouped))
    #expect(host.root.texts == ["Ada", "Grace"])
    #expect(host.root.attribute("listStyle") == ".insetGrouped")
  }

  @Test func aSectionShowsItsHeaderContentAndFooterInOrder() throws {
    let host = ViewHost(
      Form {
        Section {
          Text("Row")
        } header: {
          Text("Header")
        } footer: {
          Text("Footer")
        }
        Section("Titled") { Text("Other") }
      }
    )
    #expect(host.root.texts == ["Header", "Row", "Footer", "Titled", "Other"])
  }

  @Test func scrollViewsAndLazyStacksRenderAllTheirContent() throws {
    let host = ViewHost(
      ScrollView(.horizontal) {
        LazyHStack(spacing: 4) { ForEach(0..<3) { Text("item \($0)") } }
      }
    )
    #expect(host.root.texts == ["item 0", "item 1", "item 2"])
    #expect(host.render().hasPrefix("ScrollView(.horizontal)\n  LazyHStack(spacing: 4.0)"))
  }

  @Test func aLabelShowsItsTitleAndIcon() throws {
    let host = ViewHost(Label("Settings", systemImage: "gear"))
    #expect(host.render() == """
    Label
      Image(systemName: "gear")
      Text("Settings")
    """)
  }
}
