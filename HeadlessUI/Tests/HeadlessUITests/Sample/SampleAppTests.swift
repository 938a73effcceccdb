import Foundation
import HeadlessUI
import Testing

// A small app written as app code: a tab view with a list in a navigation stack (a toolbar, a
// pushed detail), a settings form, and an `@Observable` model shared through the environment
// (`.environment(_:)` and `@Environment(Library.self)`), as a SwiftUI app of iOS 17 writes it.

private struct Post: Hashable, Identifiable {
  let id: Int
  let title: String
}

/// The app's model, handed down through the environment; views that read a property update
/// when it changes (Observation).
@MainActor @Observable
private final class Library {
  private(set) var posts: [Post]
  private(set) var favorites: Set<Int> = []

  init(posts: [Post]) { self.posts = posts }

  func add(_ title: String) { posts.append(Post(id: posts.count + 1, title: title)) }

  func setFavorite(_ id: Int, _ isFavorite: Bool) {
    if isFavorite { favorites.insert(id) } else { favorites.remove(id) }
  }
}

private struct SampleApp: View {
  let library: Library

  var body: some View {
    TabView {
      NavigationStack {
        PostList()
          .navigationDestination(for: Post.self) { PostDetail(post: $0) }
      }
      .tabItem { Label("Posts", systemImage: "list.bullet") }

      SettingsForm()
        .tabItem { Label("Settings", systemImage: "gear") }
    }
    .environment(library)
  }
}

private struct PostList: View {
  @Environment(Library.self) private var library

  var body: some View {
    List {
      Section("\(library.posts.count) posts") {
        ForEach(library.posts) { post in
          NavigationLink(value: post) {
            HStack {
              Text(post.title).font(.headline)
              Spacer()
              if library.favorites.contains(post.id) {
                Image(systemName: "star.fill").accessibilityLabel("Favorite")
              }
            }
          }
          .accessibilityIdentifier("post-\(post.id)")
        }
      }
    }
    .listStyle(.plain)
    .navigationTitle("Posts")
    .toolbar {
      ToolbarItem(placement: .topBarTrailing) {
        Button("New") { library.add("Post \(library.posts.count + 1)") }
      }
    }
  }
}

private struct PostDetail: View {
  let post: Post
  @Environment(Library.self) private var library
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text(post.title).font(.largeTitle)
      Toggle("Favorite", isOn: Binding(
        get: { library.favorites.contains(post.id) },
        set: { library.setFavorite(post.id, $0) }
      ))
      Button("Close") { dismiss() }
        .buttonStyle(.borderedProminent)
    }
    .padding()
    .navigationTitle(post.title)
  }
}

private struct SettingsForm: View {
  @State private var name = ""
  @State private var greeting = "Hello!"
  @State private var notifications = true
  @State private var fontSize = 14

  var body: some View {
    Form {
      Section("Profile") {
        TextField("Name", text: $name)
          .onSubmit { greeting = "Hello, \(name)!" }
        Text(greeting)
      }
      Section {
        Toggle("Notifications", isOn: $notifications)
        Stepper("Font size: \(fontSize)", value: $fontSize, in: 10...20, step: 2)
      } footer: {
        Text(notifications ? "You will be notified." : "You will not be notified.")
      }
    }
  }
}

@MainActor @Suite struct SampleAppTests {
  private func makeHost() -> (ViewHost, Library) {
    let library = Library(posts: [Post(id: 1, title: "Hello"), Post(id: 2, title: "Swift 6")])
    return (ViewHost(SampleApp(library: library)), library)
  }

  @Test func theListShowsThePostsOfTheModelFromTheEnvironment() throws {
    let (host, _) = makeHost()
    #expect(try host.navigationStack().title == "Posts")
    #expect(try host.find(text: "2 posts").isMounted)
    #expect(try host.find(text: "Hello").attribute("font") == ".headline")
  }

  @Test func tappingAToolbarButtonAddsAPost() throws {
    let (host, library) = makeHost()
    try host.button("New").tap()
    #expect(library.posts.map(\.title) == ["Hello", "Swift 6", "Post 3"])
    #expect(try host.find(text: "3 posts").isMounted)
  }

  @Test func pushToggleAndPopAFavorite() throws {
    let (host, library) = makeHost()
    try host.find(identifier: "post-2").tap()
    let stack = try host.navigationStack()
    #expect(stack.titles == ["Posts", "Swift 6"])
    #expect(try host.button("Close").attribute("buttonStyle") == ".borderedProminent")

    try host.toggle("Favorite").toggle()
    #expect(library.favorites == [2])
    #expect(try host.toggle("Favorite").isOn == true)

    try host.button("Close").tap()
    #expect(stack.depth == 0)
    // The list read `favorites` of the observable model: it shows the star without another update.
    #expect(try host.find(label: "Favorite").typeName == "Image")
  }

  @Test func theSettingsTabIsAFormDrivenThroughTheHost() throws {
    let (host, _) = makeHost()
    try host.tabView().select("Settings")
    #expect(throws: ViewHostError("No NavigationStack on screen.")) { try host.navigationStack() }

    let name = try host.textField("Name")
    try name.enterText("Ada")
    try name.submit()
    #expect(try host.find(text: "Hello, Ada!").isMounted)

    try host.toggle("Notifications").toggle()
    #expect(try host.find(text: "You will not be notified.").isMounted)

    try host.stepper("Font size: 14").increment()
    #expect(try host.stepper("Font size: 16").isMounted)

    try host.tabView().select("Posts")
    #expect(try host.navigationStack().title == "Posts")
  }
}
