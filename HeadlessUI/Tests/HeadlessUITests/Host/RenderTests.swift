import HeadlessUI
import Testing

private struct TraceKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  fileprivate var trace: Int {
    get { self[TraceKey.self] }
    set { self[TraceKey.self] = newValue }
  }
}

/// A library's plumbing: an environment write and an alert around its content.
private struct PlumbingModifier: LibraryModifier {
  var showsAlert = false

  func body(content: Content) -> some View {
    content
      .environment(\.trace, 1)
      .alert("Plumbing", isPresented: .constant(showsAlert)) {}
  }
}

/// The same modifier, as an app would write it (not a library modifier).
private struct AppModifier: ViewModifier {
  func body(content: Content) -> some View {
    content.environment(\.trace, 2)
  }
}

private struct Screen: View {
  var showsAlert = false

  var body: some View {
    VStack {
      Text("Inside")
        .modifier(PlumbingModifier())
    }
    .modifier(AppModifier())
    .modifier(PlumbingModifier(showsAlert: showsAlert))
  }
}

@MainActor
@Suite("Rendering")
struct RenderTests {
  @Test("render() leaves library modifiers and what their bodies add out; the app's modifiers stay")
  func libraryModifiersAreHidden() {
    let host = ViewHost(Screen())
    #expect(
      host.render() == """
        Screen
          .modifier(AppModifier)
            .environment(2)
              VStack
                Text("Inside")
        """)
  }

  @Test("render(showingLibraryModifiers: true) shows them")
  func libraryModifiersOnRequest() {
    let host = ViewHost(Text("Inside").modifier(PlumbingModifier()))
    #expect(
      host.render(showingLibraryModifiers: true) == """
        .modifier(PlumbingModifier)
          .alert("Plumbing", isPresented: false)
            .environment(1)
              Text("Inside")
        """)
  }

  @Test("What a hidden library modifier presents is shown, under its presenter's line")
  func presentedContentOfHiddenModifiers() {
    let host = ViewHost(Screen(showsAlert: true))
    #expect(
      host.render() == """
        Screen
          .modifier(AppModifier)
            .environment(2)
              VStack
                Text("Inside")
          .alert("Plumbing", isPresented: true)
            [alert actions]
              EmptyView
        """)
  }

  @Test("A host and a hosted view describe themselves in one line: type and node count")
  func descriptionsAreOneLine() throws {
    let host = ViewHost(Screen())
    #expect(host.description == "ViewHost(Screen, 14 nodes)")
    #expect(try host.find(text: "Inside").description == "HostedView(Text, 1 node)")
  }
}
