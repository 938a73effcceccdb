import HeadlessUI
import Testing

private enum Size: Hashable { case small, large }

/// `tag(_:includeOptional:)` (SwiftUICore's interface; Apple's documentation,
/// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:): with `true`,
/// the default, the view is also tagged with `Optional(tag)`): a tag set with `includeOptional:
/// false` matches a selection of its own type only, never an optional selection. What a tab view
/// shows when its selection matches no tab is not documented (HeadlessUI/DEVICE-QUESTIONS.md, "A TabView
/// whose selection matches no tab"); HeadlessUI shows none.
@MainActor @Suite struct TagIncludeOptionalTests {
  @Test func aListRowTaggedWithoutOptionalIsNotSelectedByAnOptionalSelection() throws {
    var selection: Size? = nil
    let binding = Binding(get: { selection }, set: { selection = $0 })
    let host = ViewHost(List(selection: binding) {
      Text("Small").tag(Size.small)
      Text("Large").tag(Size.large, includeOptional: false)
    })
    try host.find(text: "Small").select()
    #expect(selection == .small)
    #expect(throws: ViewHostError.self) { try host.find(text: "Large").select() }
    #expect(selection == .small)
  }

  @Test func aPickerOptionTaggedWithoutOptionalIsNotPickedByAnOptionalSelection() throws {
    var selection: Size? = nil
    let binding = Binding(get: { selection }, set: { selection = $0 })
    let host = ViewHost(Picker("Size", selection: binding) {
      Text("Small").tag(Size.small)
      Text("Large").tag(Size.large, includeOptional: false)
    })
    try host.picker("Size").pick("Small")
    #expect(selection == .small)
    #expect(try host.picker("Size").selectedOption == "Small")
    #expect(throws: ViewHostError.self) { try host.picker("Size").pick("Large") }
    #expect(selection == .small)
    // Set from outside, the selection `.large` matches no option: `Large`'s tag is only a `Size`.
    selection = .large
    #expect(try host.picker("Size").selectedOption == nil)
  }

  @Test func aTabTaggedWithoutOptionalIsNotChosenByAnOptionalSelection() throws {
    var selection: Size? = .large
    let binding = Binding(get: { selection }, set: { selection = $0 })
    let host = ViewHost(TabView(selection: binding) {
      Text("S").tabItem { Text("Small") }.tag(Size.small)
      Text("L").tabItem { Text("Large") }.tag(Size.large, includeOptional: false)
    })
    // The selection `.large` matches no tab: `Large`'s tag is only a `Size`.
    #expect(try host.tabView().selectedIndex == nil)
    try host.tabView().select("Small")
    #expect(selection == .small)
    #expect(try host.tabView().selectedTitle == "Small")
    #expect(throws: ViewHostError(#"The tab "Large" is tagged with includeOptional: false, so the TabView's optional selection cannot take its tag."#)) {
      try host.tabView().select("Large")
    }
    #expect(selection == .small)
  }

  @Test func theDefaultTagMatchesAnOptionalSelectionAndANonOptionalOneIsUnaffected() throws {
    var optional: Size? = .large
    let host = ViewHost(TabView(selection: Binding(get: { optional }, set: { optional = $0 })) {
      Text("S").tabItem { Text("Small") }.tag(Size.small)
      Text("L").tabItem { Text("Large") }.tag(Size.large)
    })
    #expect(try host.tabView().selectedTitle == "Large")
    var plain = Size.large
    let plainHost = ViewHost(TabView(selection: Binding(get: { plain }, set: { plain = $0 })) {
      Text("S").tabItem { Text("Small") }.tag(Size.small, includeOptional: false)
      Text("L").tabItem { Text("Large") }.tag(Size.large, includeOptional: false)
    })
    #expect(try plainHost.tabView().selectedTitle == "Large")
    try plainHost.tabView().select("Small")
    #expect(plain == .small)
  }

  /// An optional selection is compared with the tags by its wrapped value; `nil` matches a view
  /// tagged `nil` (the "None" option of a picker over an optional value).
  @Test func anOptionalSelectionMatchesByItsWrappedValueAndNilMatchesANilTag() throws {
    var selection: Size? = nil
    let host = ViewHost(Picker("Size", selection: Binding(get: { selection }, set: { selection = $0 })) {
      Text("None").tag(nil as Size?)
      Text("Small").tag(Size.small)
    })
    #expect(try host.picker("Size").selectedOption == "None")
    try host.picker("Size").pick("Small")
    #expect(try host.picker("Size").selectedOption == "Small")
    try host.picker("Size").pick("None")
    #expect(selection == nil)
    #expect(try host.picker("Size").selectedOption == "None")
  }
}
