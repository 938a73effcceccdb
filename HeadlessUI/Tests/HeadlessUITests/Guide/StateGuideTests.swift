import HeadlessUI
import Testing

// The snippets of the state-management guide ("SwiftUI
// 状态管理系统指南"), compiled as written — only `import SwiftUI` became `import HeadlessUI` — and
// run headless, one test per snippet, each citing the snippet's first line.
//
// - Snippets that end in `...` (the guide elides the rest) are completed below the marker
//   `// (...)`; everything above it is the guide's text.
// - Snippets that use `.padding()`, `.foregroundColor(_:)` or `Color` are in
//   StateGuideVocabularyTests.swift, verbatim too, and run like these.
// - The guide defines several views under one name (three `SignupView`s, four `ProfileView`s):
//   each snippet sits in its own namespace (`enum SnippetNN`) so that they can coexist.

// MARK: Snippet 1 — "struct SignupView: View {" (plain properties)

enum Snippet01 {
  struct SignupView: View {
      var handler: (User) -> Void
      var username = ""
      var email = ""

      var body: some View {
          // (...)
          Button(
              action: { self.handler(User(username: self.username, email: self.email)) },
              label: { Text("Sign up") }
          )
      }
  }
}

// MARK: Snippet 2 — "struct SignupView: View {" (with `@State private var username = ""`)

enum Snippet02 {
  struct SignupView: View {
      var handler: (User) -> Void
      
      @State private var username = ""
      @State private var email = ""

      var body: some View {
          // (...) — the body the guide gives next (snippet 3), without its `.padding()`.
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
}

// MARK: Snippet 7 — "class UserModelController: ObservableObject {"

class UserModelController: ObservableObject {
    @Published var user: User
    // (...)
    init(user: User) { self.user = user }

    static func load() -> UserModelController { UserModelController(user: User.load()) }
}

// MARK: Snippet 9 — "@ObservedObject var userController = UserModelController.load()"

enum Snippet09 {
  struct ProfileView: View {
      @ObservedObject var userController = UserModelController.load()
      // (...)
      var body: some View {
          VStack {
              Text("Username: ") + Text(userController.user.username)
              TextField("Username", text: $userController.user.username)
          }
      }
  }
}

// MARK: Snippet 10 — "@StateObject var userController = UserModelController.load()"

enum Snippet10 {
  struct ProfileView: View {
      @StateObject var userController = UserModelController.load()
      // (...)
      var body: some View {
          VStack {
              Text("Username: ") + Text(userController.user.username)
              TextField("Username", text: $userController.user.username)
          }
      }
  }
}

/// Re-evaluates on "Refresh" and then makes its content again, as a parent view does.
private struct RefreshingParent<Content: View>: View {
  @ViewBuilder let content: () -> Content
  @State private var refreshes = 0

  var body: some View {
    VStack {
      content()
      Text("Refreshes: \(refreshes)")
      Button("Refresh") { refreshes += 1 }
    }
  }
}

// MARK: Snippet 12 — "struct RootView: View {"

enum Snippet12 {
  /// The guide's theme, observable (not shown by the guide for this snippet).
  final class Theme: ObservableObject {
    @Published var titleTextColor: Color
    init(titleTextColor: Color) { self.titleTextColor = titleTextColor }
  }

  final class ArticleLibrary: ObservableObject {
    @Published var articles: [Article]
    init(articles: [Article]) { self.articles = articles }
  }

  /// Not shown by the guide: lists the articles, each row reading the theme from the environment.
  struct ArticleListView: View {
    var articles: [Article]

    var body: some View {
      VStack {
        ForEach(articles) { ArticleRow(article: $0) }
      }
    }
  }

  struct ArticleRow: View {
    @EnvironmentObject var theme: Theme
    var article: Article
    var body: some View { Text(article.title).foregroundColor(theme.titleTextColor) }
  }

  struct RootView: View {
      @ObservedObject var theme: Theme
      @ObservedObject var articleLibrary: ArticleLibrary

      var body: some View {
          ArticleListView(articles: articleLibrary.articles)
              .environmentObject(theme)
      }
  }
}

@MainActor @Suite struct StateGuideTests {
  // Snippet 1, "struct SignupView: View {": plain properties are inputs its parent sets (the
  // memberwise initializer); the view forms a `User` from them and passes it to its closure.
  @Test func snippet1PlainPropertiesAreInputsPassedToTheHandler() throws {
    let log = Log()
    let view = Snippet01.SignupView(handler: { log.add("\($0.username) <\($0.email)>") }, username: "ada", email: "ada@example.com")
    let host = ViewHost(view)
    try host.button("Sign up").tap()
    #expect(log.entries == ["ada <ada@example.com>"])
  }

  // Snippet 2, "struct SignupView: View {" with `@State private var username = ""`: "our view
  // will be re-rendered each time either value changes"; bound to the text fields, the typed
  // values reach the handler.
  @Test func snippet2StateRerendersTheViewOnEachChangeAndReachesTheHandler() throws {
    let log = Log()
    let host = ViewHost(Snippet02.SignupView { user in log.add("\(user.username) <\(user.email)>") })
    host.resetBodyEvaluationCounts()
    try host.textField("Username").enterText("grace")
    #expect(host.bodyEvaluationCount(of: Snippet02.SignupView.self) == 1)
    try host.textField("Email").enterText("grace@example.com")
    #expect(host.bodyEvaluationCount(of: Snippet02.SignupView.self) == 2)
    try host.button("Sign up").tap()
    #expect(log.entries == ["grace <grace@example.com>"])
  }

  // Snippet 7, "class UserModelController: ObservableObject {": "@Published defines which
  // properties of the object trigger observation notifications when modified".
  @Test func snippet7PublishedUserAnnouncesItsChanges() {
    let controller = UserModelController.load()
    let log = Log()
    let subscription = controller.objectWillChange.sink { log.add("will change") }
    controller.user.username = "grace"
    controller.user = User(username: "hopper", email: "grace@example.com")
    #expect(log.entries == ["will change", "will change"])
    #expect(controller.user.username == "hopper")
    subscription.cancel()
  }

  // Snippet 9, "@ObservedObject var userController = UserModelController.load()": "technically
  // compiles, but leads to runtime problems — when the view is re-created on update, the
  // UserModelController instance may be dropped": an edit is lost when the parent re-evaluates.
  @Test func snippet9ObservedObjectMadeByTheViewIsReplacedWhenTheParentUpdates() throws {
    let host = ViewHost(RefreshingParent { Snippet09.ProfileView() })
    try host.textField("Username").enterText("grace")
    _ = try host.find(text: "Username: grace")
    try host.button("Refresh").tap()
    _ = try host.find(text: "Username: ada")
    #expect(try host.textField("Username").textFieldValue == "ada")
  }

  // Snippet 10, "@StateObject var userController = UserModelController.load()": "SwiftUI
  // ensures that any object stored in such a property is not accidentally released when the
  // framework re-creates the view while re-rendering it": the edit survives.
  @Test func snippet10StateObjectSurvivesParentUpdates() throws {
    let host = ViewHost(RefreshingParent { Snippet10.ProfileView() })
    try host.textField("Username").enterText("grace")
    try host.button("Refresh").tap()
    try host.button("Refresh").tap()
    _ = try host.find(text: "Refreshes: 2")
    _ = try host.find(text: "Username: grace")
    #expect(try host.textField("Username").textFieldValue == "grace")
  }

  // Snippet 12, "struct RootView: View {": `environmentObject(theme)` provides the theme to
  // every view below ("we don't need to apply the modifier to the exact view that uses the
  // environment object"), and the observed theme and library update the list.
  @Test func snippet12RootViewProvidesTheThemeToTheViewsBelow() throws {
    let theme = Snippet12.Theme(titleTextColor: .black)
    let library = Snippet12.ArticleLibrary(articles: [Article(title: "Swift", body: "Hello")])
    let host = ViewHost(Snippet12.RootView(theme: theme, articleLibrary: library))
    #expect(host.root.texts == ["Swift"])
    #expect(try host.find(text: "Swift").attribute("foregroundColor") == ".black")
    theme.titleTextColor = .red
    try host.update()
    #expect(try host.find(text: "Swift").attribute("foregroundColor") == ".red")
    library.articles.append(Article(title: "Combine", body: "Publishers"))
    try host.update()
    #expect(host.root.texts == ["Swift", "Combine"])
    #expect(try host.find(text: "Combine").attribute("foregroundColor") == ".red")
  }
}
