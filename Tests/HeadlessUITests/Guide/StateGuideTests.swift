import HeadlessUI
import Testing

// The examples of the state-management guide (shared/seeds/004), run headless.
// Adaptations: `.padding()` and `.foregroundColor(_:)` are left out (no layout or colours in
// HeadlessUI), the ObservableObject/@EnvironmentObject examples are skipped (no Combine), and the
// environment key's default is a `static let` (Swift 6 forbids a mutable `static var`).

private struct User: Equatable {
  var username: String
  var email: String

  static func load() -> User { User(username: "ada", email: "ada@example.com") }
}

private struct SignupView: View {
  var handler: (User) -> Void

  @State private var username = ""
  @State private var email = ""

  var body: some View {
    VStack {
      TextField("Username", text: $username)
      TextField("Email", text: $email)
      Button(
        action: {
          self.handler(User(
            username: self.username,
            email: self.email
          ))
        },
        label: { Text("Sign up") }
      )
    }
  }
}

private struct ProfileEditingView: View {
  @Binding var user: User

  var body: some View {
    VStack {
      TextField("Username", text: $user.username)
      TextField("Email", text: $user.email)
    }
  }
}

private struct ProfileView: View {
  @State private var user = User.load()
  @State private var isEditingViewShown = false

  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      Text("Username: ") + Text(user.username)
      Text("Email: ") + Text(user.email)
      Button(
        action: { self.isEditingViewShown = true },
        label: { Text("Edit") }
      )
    }
    .sheet(isPresented: $isEditingViewShown) {
      VStack {
        ProfileEditingView(user: self.$user)
        Button(
          action: { self.isEditingViewShown = false },
          label: { Text("Done") }
        )
      }
    }
  }
}

private struct Theme: Equatable {
  var titleTextColor: String
  var bodyTextColor: String

  static let `default` = Theme(titleTextColor: "black", bodyTextColor: "gray")
}

private struct ThemeEnvironmentKey: EnvironmentKey {
  static let defaultValue = Theme.default
}

extension EnvironmentValues {
  fileprivate var theme: Theme {
    get { self[ThemeEnvironmentKey.self] }
    set { self[ThemeEnvironmentKey.self] = newValue }
  }
}

private struct Article: Identifiable {
  var id: String { title }
  var title: String
  var body: String
}

private struct ArticleView: View {
  @Environment(\.theme) var theme: Theme
  var article: Article

  var body: some View {
    VStack(alignment: .leading) {
      Text(article.title) + Text(" (\(theme.titleTextColor))")
      Text(article.body) + Text(" (\(theme.bodyTextColor))")
    }
  }
}

private struct ArticleListView: View {
  var articles: [Article]

  var body: some View {
    VStack {
      ForEach(articles) { ArticleView(article: $0) }
    }
  }
}

private struct RootView: View {
  var theme: Theme
  var articles: [Article]

  var body: some View {
    ArticleListView(articles: articles)
      .environment(\.theme, theme)
  }
}

@MainActor @Suite struct StateGuideTests {
  @Test func signupViewPassesTheTypedUserToItsHandler() throws {
    let log = Log()
    let host = ViewHost(SignupView { user in log.add("\(user.username) <\(user.email)>") })
    try host.textField("Username").enterText("grace")
    try host.textField("Email").enterText("grace@example.com")
    try host.button("Sign up").tap()
    #expect(log.entries == ["grace <grace@example.com>"])
  }

  @Test func profileViewEditsItsUserThroughABindingInASheet() throws {
    let host = ViewHost(ProfileView())
    #expect(host.root.texts.prefix(2) == ["Username: ada", "Email: ada@example.com"])
    try host.button("Edit").tap()
    let sheet = try #require(host.sheet)
    try sheet.content.textField("Username").enterText("lovelace")
    // The binding writes the presenter's state: the profile and the sheet both update.
    _ = try host.find(text: "Username: lovelace")
    #expect(try sheet.content.textField("Username").textFieldValue == "lovelace")
    try sheet.content.button("Done").tap()
    #expect(host.sheet == nil)
    _ = try host.find(text: "Username: lovelace")
  }

  @Test func profileEditingViewWritesThroughItsBinding() throws {
    let log = Log()
    let binding = Binding(get: { User.load() }, set: { log.add($0.email) })
    let host = ViewHost(ProfileEditingView(user: binding))
    try host.textField("Email").enterText("new@example.com")
    #expect(log.entries == ["new@example.com"])
  }

  @Test func articleViewReadsTheThemeFromTheEnvironment() {
    let articles = [Article(title: "Swift", body: "Hello")]
    let themed = ViewHost(RootView(theme: Theme(titleTextColor: "red", bodyTextColor: "blue"), articles: articles))
    #expect(themed.root.texts == ["Swift (red)", "Hello (blue)"])
    let plain = ViewHost(ArticleListView(articles: articles))
    #expect(plain.root.texts == ["Swift (black)", "Hello (gray)"])
  }
}
