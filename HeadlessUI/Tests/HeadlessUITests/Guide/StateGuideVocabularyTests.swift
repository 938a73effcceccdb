// The state guide's snippets that use SwiftUI's
// styling vocabulary (`.padding()`, `Color`, `Text.foregroundColor(_:)`), verbatim (only
// `import SwiftUI` became `import HeadlessUI`).
// One adaptation besides the import, in snippet 13: `static var defaultValue` is `static let`,
// because Swift 6 rejects the guide's `static var` ("static property 'defaultValue' is not
// concurrency-safe because it is nonisolated global shared mutable state").
import HeadlessUI
import Testing

// MARK: Snippet 3 — "struct SignupView: View {" (complete, with `.padding()`)

enum Snippet03 {
  struct SignupView: View {
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
          .padding()
      }
  }
}

// MARK: Snippet 4 — "struct ProfileEditingView: View {" (two bindings)

enum Snippet04 {
  struct ProfileEditingView: View {
      @Binding var username: String
      @Binding var email: String

      var body: some View {
          VStack {
              TextField("Username", text: $username)
              TextField("Email", text: $email)
          }
          .padding()
      }
  }
}

// MARK: Snippet 5 — "struct ProfileEditingView: View {" (`@Binding var user: User`)

enum Snippet05 {
  struct ProfileEditingView: View {
      @Binding var user: User

      var body: some View {
          VStack {
              TextField("Username", text: $user.username)
              TextField("Email", text: $user.email)
          }
          .padding()
      }
  }
}

// MARK: Snippet 6 — "struct ProfileView: View {" (`@State private var user = User.load()`)

enum Snippet06 {
  /// The editing view the snippet presents: snippet 5's.
  typealias ProfileEditingView = Snippet05.ProfileEditingView

  struct ProfileView: View {
      @State private var user = User.load()
      @State private var isEditingViewShown = false

      var body: some View {
          VStack(alignment: .leading, spacing: 10) {
              Text("Username: ")
                  .foregroundColor(.secondary)
                  + Text(user.username)
              Text("Email: ")
                  .foregroundColor(.secondary)
                  + Text(user.email)
              Button(
                  action: { self.isEditingViewShown = true },
                  label: { Text("Edit") }
              )
          }
          .padding()
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
}

// MARK: Snippet 8 — "struct ProfileView: View {" (`@ObservedObject var userController`)

enum Snippet08 {
  /// The editing view the snippet presents: snippet 5's.
  typealias ProfileEditingView = Snippet05.ProfileEditingView

  struct ProfileView: View {
      @ObservedObject var userController: UserModelController
      @State private var isEditingViewShown = false

      var body: some View {
          VStack(alignment: .leading, spacing: 10) {
              Text("Username: ")
                  .foregroundColor(.secondary)
                  + Text(userController.user.username)
              Text("Email: ")
                  .foregroundColor(.secondary)
                  + Text(userController.user.email)
              Button(
                  action: { self.isEditingViewShown = true },
                  label: { Text("Edit") }
              )
          }
          .padding()
          .sheet(isPresented: $isEditingViewShown) {
              VStack {
                  ProfileEditingView(user: self.$userController.user)
                  Button(
                      action: { self.isEditingViewShown = false },
                      label: { Text("Done") }
                  )
              }
          }
      }
  }
}

// MARK: Snippet 11 — "struct ArticleView: View {" (`@EnvironmentObject var theme: Theme`)

enum Snippet11 {
  /// The guide's theme as an environment object.
  final class Theme: ObservableObject {
    @Published var titleTextColor: Color
    @Published var bodyTextColor: Color
    init(titleTextColor: Color, bodyTextColor: Color) {
      self.titleTextColor = titleTextColor
      self.bodyTextColor = bodyTextColor
    }
  }

  struct ArticleView: View {
      @EnvironmentObject var theme: Theme
      var article: Article

      var body: some View {
          VStack(alignment: .leading) {
              Text(article.title)
                  .foregroundColor(theme.titleTextColor)
              Text(article.body)
                  .foregroundColor(theme.bodyTextColor)
          }
      }
  }
}

// MARK: Snippet 13 — "struct ThemeEnvironmentKey: EnvironmentKey {"

/// The guide's theme as an environment value (snippets 13 and 14).
struct Theme: Equatable {
  var titleTextColor: Color
  var bodyTextColor: Color

  static let `default` = Theme(titleTextColor: .black, bodyTextColor: .gray)
}

struct ThemeEnvironmentKey: EnvironmentKey {
    static let defaultValue = Theme.default
}

extension EnvironmentValues {
    var theme: Theme {
        get { self[ThemeEnvironmentKey.self] }
        set { self[ThemeEnvironmentKey.self] = newValue }
    }
}

// MARK: Snippet 14 — "struct ArticleView: View {" (`@Environment(\.theme) var theme: Theme`)

enum Snippet14 {
  struct ArticleView: View {
      @Environment(\.theme) var theme: Theme
      var article: Article

      var body: some View {
          VStack(alignment: .leading) {
              Text(article.title)
                  .foregroundColor(theme.titleTextColor)
              Text(article.body)
                  .foregroundColor(theme.bodyTextColor)
          }
      }
  }
}

/// Holds the values snippet 4's bindings edit and shows them.
private struct AccountHolder: View {
  @State private var username = "ada"
  @State private var email = "ada@example.com"

  var body: some View {
    VStack {
      Snippet04.ProfileEditingView(username: $username, email: $email)
      Text("Holder: \(username) <\(email)>")
    }
  }
}

@MainActor @Suite struct StateGuideVocabularyTests {
  // Snippet 3, "struct SignupView: View {" (complete): the text fields edit the view's state and
  // the button hands the user formed from it to the closure.
  @Test func snippet3SignupViewPassesTheTypedUserToItsHandler() throws {
    let log = Log()
    let host = ViewHost(Snippet03.SignupView { user in log.add("\(user.username) <\(user.email)>") })
    try host.textField("Username").enterText("grace")
    try host.textField("Email").enterText("grace@example.com")
    try host.button("Sign up").tap()
    #expect(log.entries == ["grace <grace@example.com>"])
  }

  // Snippet 4, "struct ProfileEditingView: View {" with `@Binding var username`: "we're now
  // modifying external state values": the edits land in the holder's state.
  @Test func snippet4BindingsWriteTheOwnersState() throws {
    let host = ViewHost(AccountHolder())
    try host.textField("Username").enterText("grace")
    try host.textField("Email").enterText("grace@example.com")
    _ = try host.find(text: "Holder: grace <grace@example.com>")
  }

  // Snippet 5, "struct ProfileEditingView: View {" with `@Binding var user: User`: bindings
  // are not limited to single built-in values: `$user.email` writes through the whole model.
  @Test func snippet5BindingToTheWholeModelWritesItsProperties() throws {
    let log = Log()
    let binding = Binding(get: { User.load() }, set: { log.add("\($0.username) <\($0.email)>") })
    let host = ViewHost(Snippet05.ProfileEditingView(user: binding))
    try host.textField("Email").enterText("new@example.com")
    #expect(log.entries == ["ada <new@example.com>"])
  }

  // Snippet 6, "struct ProfileView: View {" (`@State private var user`): the sheet edits the
  // user through a binding, "automatically syncing any changes the user makes to the original
  // State property value", and "Done" sets `isEditingViewShown` to false.
  @Test func snippet6ProfileViewEditsItsUserThroughABindingInASheet() throws {
    let host = ViewHost(Snippet06.ProfileView())
    #expect(host.root.texts.prefix(2) == ["Username: ada", "Email: ada@example.com"])
    try host.button("Edit").tap()
    let sheet = try #require(host.sheet)
    try sheet.content.textField("Username").enterText("lovelace")
    _ = try host.find(text: "Username: lovelace")
    #expect(try sheet.content.textField("Username").textFieldValue == "lovelace")
    try sheet.content.button("Done").tap()
    #expect(host.sheet == nil)
    _ = try host.find(text: "Username: lovelace")
  }

  // Snippet 8, "struct ProfileView: View {" (`@ObservedObject var userController`): the
  // observed object "can also be converted into a binding" (`$userController.user`): the sheet
  // edits the controller's user, and the profile follows.
  @Test func snippet8ProfileViewEditsTheObservedControllersUser() throws {
    let controller = UserModelController.load()
    let host = ViewHost(Snippet08.ProfileView(userController: controller))
    try host.button("Edit").tap()
    let sheet = try #require(host.sheet)
    try sheet.content.textField("Email").enterText("countess@example.com")
    #expect(controller.user.email == "countess@example.com")
    _ = try host.find(text: "Email: countess@example.com")
    try sheet.content.button("Done").tap()
    #expect(host.sheet == nil)
  }

  // Snippet 11, "struct ArticleView: View {" (`@EnvironmentObject var theme: Theme`): the theme
  // comes from an ancestor's `environmentObject(_:)`; a change to it re-renders the article.
  @Test func snippet11ArticleViewReadsTheThemeEnvironmentObject() throws {
    let theme = Snippet11.Theme(titleTextColor: .red, bodyTextColor: .blue)
    let article = Article(title: "Swift", body: "Hello")
    let host = ViewHost(Snippet11.ArticleView(article: article).environmentObject(theme))
    #expect(host.root.texts == ["Swift", "Hello"])
    #expect(try host.find(text: "Swift").attribute("foregroundColor") == ".red")
    #expect(try host.find(text: "Hello").attribute("foregroundColor") == ".blue")
    host.resetBodyEvaluationCounts()
    theme.titleTextColor = .green
    try host.update()
    #expect(host.bodyEvaluationCount(of: Snippet11.ArticleView.self) == 1)
    #expect(try host.find(text: "Swift").attribute("foregroundColor") == ".green")
  }

  // Snippets 13 and 14, "struct ThemeEnvironmentKey: EnvironmentKey {" and "struct ArticleView:
  // View {" (`@Environment(\.theme)`): "the key-based approach requires us to define a default
  // value at compile time"; an ancestor's `environment(\.theme, …)` replaces it.
  @Test func snippets13And14ArticleViewReadsTheThemeKeyWithItsDefault() throws {
    let article = Article(title: "Swift", body: "Hello")
    let plain = ViewHost(Snippet14.ArticleView(article: article))
    #expect(try plain.find(text: "Swift").attribute("foregroundColor") == ".black")
    #expect(try plain.find(text: "Hello").attribute("foregroundColor") == ".gray")
    let custom = Theme(titleTextColor: .red, bodyTextColor: .blue)
    let themed = ViewHost(Snippet14.ArticleView(article: article).environment(\.theme, custom))
    #expect(themed.root.texts == ["Swift", "Hello"])
    #expect(try themed.find(text: "Swift").attribute("foregroundColor") == ".red")
    #expect(try themed.find(text: "Hello").attribute("foregroundColor") == ".blue")
  }
}
