import HeadlessUI
import Testing

// Focus, as Apple documents it:
// - FocusState (https://developer.apple.com/documentation/swiftui/focusstate): "When focus enters
//   the modified view, the wrapped value of this property updates to match a given prototype
//   value. Similarly, when focus leaves, the wrapped value of this property resets to nil or
//   false. Setting the property's value programmatically has the reverse effect, causing focus
//   to move to the view associated with the updated value."
// - FocusedValue (https://developer.apple.com/documentation/swiftui/focusedvalue): "A property
//   wrapper for observing values from the focused view or one of its ancestors. If multiple
//   views publish values using the same key, the wrapped property will reflect the value from
//   the view closest to focus." wrappedValue: "Returns nil when nothing in the focused view
//   hierarchy exports a value."
// - focusedSceneValue(_:_:) (https://developer.apple.com/documentation/swiftui/view/focusedscenevalue(_:_:)):
//   "Use this method instead of focusedValue(_:_:) for values that must be visible regardless of
//   where focus is located in the active scene."
// - isFocused (https://developer.apple.com/documentation/swiftui/environmentvalues/isfocused):
//   "Returns whether the nearest focusable ancestor has focus. If there is no focusable
//   ancestor, the value is false."

struct NoteTitleKey: FocusedValueKey {
  typealias Value = String
}

extension FocusedValues {
  var noteTitle: String? {
    get { self[NoteTitleKey.self] }
    set { self[NoteTitleKey.self] = newValue }
  }
}

/// Two focusable rows publishing their titles, a scene value, and a reader of the focused value.
private struct NotesWindow: View {
  var body: some View {
    VStack {
      FocusReader()
      NoteRow(title: "Groceries").focusable().focusedValue(\.noteTitle, "Groceries")
      NoteRow(title: "Ideas").focusable().focusedValue(\.noteTitle, "Ideas")
      Text("Untitled").focusable()
    }
    .focusedSceneValue(\.noteTitle, "Window")
  }
}

private struct NoteRow: View {
  let title: String
  @Environment(\.isFocused) private var isFocused
  var body: some View { Text("\(title)\(isFocused ? " (focused)" : "")") }
}

private struct FocusReader: View {
  @FocusedValue(\.noteTitle) private var title
  var body: some View { Text("Focused: \(title ?? "none")") }
}

private struct LoginForm: View {
  enum Field: Hashable { case username, password }
  @State private var username = ""
  @State private var password = ""
  @FocusState private var field: Field?
  @FocusState private var searching: Bool

  var body: some View {
    VStack {
      TextField("Username", text: $username).focused($field, equals: .username)
      SecureField("Password", text: $password).focused($field, equals: .password)
      TextField("Search", text: $username).focused($searching)
      Text("Field: \(field.map { "\($0)" } ?? "none"), searching: \(searching)")
      Button("Next") { field = .password }
      Button("Done") { field = nil }
      Button("Search") { searching = true }
    }
  }
}

/// Two tabs, each with a text field bound to the same focus state.
private struct TabbedFields: View {
  @State private var tab = 0
  @State private var text = ""
  @FocusState private var focused: Bool

  var body: some View {
    TabView(selection: $tab) {
      TextField("Feed search", text: $text).focused($focused)
        .tabItem { Text("Feed") }
        .tag(0)
      TextField("Settings search", text: $text)
        .tabItem { Text("Settings") }
        .tag(1)
    }
  }
}

/// A stack whose root screen has a focused text field, and a pushed screen with another.
private struct StackedFields: View {
  @State private var text = ""
  @FocusState private var rootFocused: Bool

  var body: some View {
    NavigationStack {
      VStack {
        TextField("Root field", text: $text).focused($rootFocused)
        Text("Root focused: \(rootFocused)")
        NavigationLink("Open", value: 1)
      }
      .navigationDestination(for: Int.self) { _ in
        DetailField(text: $text)
      }
    }
  }
}

private struct DetailField: View {
  @Binding var text: String
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    TextField("Detail field", text: $text)
    Button("Back") { dismiss() }
  }
}

extension SwiftUISemantics {
  @MainActor @Suite("Focus")
  struct Focus {
    /// FocusedValue docs: the value from the focused view or one of its ancestors.
    @Test("@FocusedValue follows focus: the value the focused view publishes")
    func focusedValueFollowsFocus() throws {
      let host = ViewHost(NotesWindow())
      try host.find(text: "Groceries").focus()
      #expect(try host.find(text: "Focused: Groceries").isMounted)
      #expect(try host.find(text: "Groceries (focused)").isMounted)
      try host.find(text: "Ideas").focus()
      #expect(try host.find(text: "Focused: Ideas").isMounted)
      #expect(try host.find(text: "Groceries").isMounted)
    }

    /// focusedSceneValue docs: visible regardless of where focus is — with nothing focused, and
    /// with a focused view that publishes nothing for the key.
    @Test("focusedSceneValue is visible when nothing is focused, and where focus publishes nothing")
    func sceneValueWhenNothingIsFocused() throws {
      let host = ViewHost(NotesWindow())
      #expect(host.focusedView == nil)
      #expect(try host.find(text: "Focused: Window").isMounted)
      try host.find(text: "Untitled").focus()
      #expect(try host.find(text: "Focused: Window").isMounted)
    }

    /// FocusState docs: focus entering sets the prototype value, leaving resets it to nil.
    @Test("@FocusState with equals: follows focus, and focus leaving resets it to nil")
    func focusStateFollowsFocus() throws {
      let host = ViewHost(LoginForm())
      try host.textField("Username").focus()
      #expect(try host.find(text: "Field: username, searching: false").isMounted)
      try host.pressTab()
      #expect(try host.find(text: "Field: password, searching: false").isMounted)
      try host.pressTab()
      #expect(try host.find(text: "Field: none, searching: true").isMounted)
      try host.pressTab(backwards: true)
      #expect(try host.find(text: "Field: password, searching: false").isMounted)
      try host.removeFocus()
      #expect(try host.find(text: "Field: none, searching: false").isMounted)
    }

    /// FocusState docs: setting the value programmatically moves focus to the bound view; nil
    /// (or false) takes focus away.
    @Test("Writing @FocusState moves focus, Bool and Hashable alike")
    func writingFocusStateMovesFocus() throws {
      let host = ViewHost(LoginForm())
      try host.button("Next").tap()
      #expect(host.focusedView?.textFieldValue == "")
      #expect(try host.textField("Password").isFocused)
      try host.button("Search").tap()
      #expect(try host.textField("Search").isFocused)
      #expect(try host.find(text: "Field: none, searching: true").isMounted)
      try host.button("Next").tap()
      try host.button("Done").tap()
      #expect(host.focusedView == nil)
      #expect(try host.find(text: "Field: none, searching: false").isMounted)
    }

    /// Focus docs ("which visible object responds to user interaction",
    /// https://developer.apple.com/documentation/swiftui/focus): a view in a deselected tab is not
    /// visible, so it loses focus and cannot take it. Where focus goes then is a device question
    /// (HeadlessUI/DEVICE-QUESTIONS.md): HeadlessUI removes it.
    @Test("A view in a deselected tab loses focus and cannot be focused")
    func deselectedTabLosesFocus() throws {
      let host = ViewHost(TabbedFields())
      try host.textField("Feed search").focus()
      let field = try host.textField("Feed search")
      try host.tabView().select("Settings")
      #expect(host.focusedView == nil)
      #expect(throws: ViewHostError("TextField(\"Feed search\", text: \"\") is not on screen: it cannot be focused.")) {
        try field.focus()
      }
      try host.pressTab()
      #expect(try host.textField("Settings search").isFocused)
    }

    /// The same for a screen covered by a pushed one (DESIGN's covered screens: it disappears).
    @Test("A view under a pushed screen loses focus; Tab moves through the screen on top")
    func coveredScreenLosesFocus() throws {
      let host = ViewHost(StackedFields())
      try host.textField("Root field").focus()
      #expect(try host.find(text: "Root focused: true").isMounted)
      try host.button("Open").tap()
      try host.button("Back").tap()
      // Reset by the push itself: nothing asked the host about focus in between.
      #expect(try host.find(text: "Root focused: false").isMounted)
      try host.textField("Root field").focus()
      try host.button("Open").tap()
      #expect(host.focusedView == nil)
      try host.pressTab()
      #expect(try host.textField("Detail field").isFocused)
    }

    /// isFocused docs: false without a focusable ancestor; Tab order is tree order.
    @Test("Tab moves through focusable views in tree order, wrapping around")
    func tabOrder() throws {
      let host = ViewHost(NotesWindow())
      try host.pressTab()
      #expect(try host.find(text: "Groceries (focused)").isMounted)
      try host.pressTab()
      #expect(try host.find(text: "Ideas (focused)").isMounted)
      try host.pressTab()
      try host.pressTab()
      #expect(try host.find(text: "Groceries (focused)").isMounted)
      #expect(try host.find(text: "Focused: Groceries").isFocused == false)
    }
  }
}
