import HeadlessUI
import Testing

private struct Post: Hashable, Identifiable {
  let id: Int
  let title: String
}

private let posts = [Post(id: 1, title: "Hello"), Post(id: 2, title: "Swift 6")]

private struct Feed: View {
  var body: some View {
    NavigationStack {
      List(posts) { post in
        NavigationLink(post.title, value: post)
      }
      .navigationTitle("Feed")
      .navigationDestination(for: Post.self) { post in PostDetail(post: post) }
    }
  }
}

private struct PostDetail: View {
  let post: Post
  @Environment(\.dismiss) private var dismiss
  @State private var likes = 0

  var body: some View {
    VStack {
      Text(post.title)
      Button("Likes: \(likes)") { likes += 1 }
      NavigationLink("Comments") { Text("No comments on \(post.title)").navigationTitle("Comments") }
      Button("Back") { dismiss() }
    }
    .navigationTitle("Post \(post.id)")
  }
}

private struct BoundFeed: View {
  @State private var path: [Post] = []
  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("depth \(path.count)")
        Button("Open all") { path = posts }
      }
      .navigationDestination(for: Post.self) { Text("post \($0.id)") }
    }
  }
}

@MainActor @Suite struct NavigationStackTests {
  @Test func tappingALinkPushesItsValuesDestination() throws {
    let host = ViewHost(Feed())
    let stack = try host.navigationStack()
    #expect(stack.depth == 0)
    #expect(stack.title == "Feed")
    try host.button("Swift 6").tap()
    #expect(stack.path == [AnyHashable(posts[1])])
    #expect(stack.titles == ["Feed", "Post 2"])
    #expect(try host.find(text: "Swift 6").isMounted)
  }

  @Test func onlyTheTopScreenIsOnScreenForQueries() throws {
    let host = ViewHost(Feed())
    try host.button("Hello").tap()
    #expect(throws: ViewHostError(#"No button titled "Swift 6" found. Buttons: "Likes: 0", "Comments", "Back"."#)) {
      try host.button("Swift 6")
    }
  }

  @Test func poppingRemovesTheTopScreenAndItsState() throws {
    let host = ViewHost(Feed())
    try host.button("Hello").tap()
    try host.button("Likes: 0").tap()
    let stack = try host.navigationStack()
    try stack.pop()
    #expect(stack.depth == 0)
    try host.button("Hello").tap()
    #expect(try host.button("Likes: 0").isMounted)
  }

  @Test func dismissInAPushedViewPopsIt() throws {
    let host = ViewHost(Feed())
    try host.button("Hello").tap()
    try host.button("Back").tap()
    #expect(try host.navigationStack().depth == 0)
    #expect(try host.button("Hello").isMounted)
  }

  @Test func aDestinationLinkPushesItsViewAboveTheValues() throws {
    let host = ViewHost(Feed())
    try host.button("Hello").tap()
    try host.button("Comments").tap()
    let stack = try host.navigationStack()
    #expect(stack.depth == 2)
    #expect(stack.path == [AnyHashable(posts[0])])
    #expect(stack.title == "Comments")
    #expect(try host.find(text: "No comments on Hello").isMounted)
    try stack.popToRoot()
    #expect(stack.titles == ["Feed"])
  }

  @Test func aBoundPathDrivesTheStackBothWays() throws {
    let host = ViewHost(BoundFeed())
    try host.button("Open all").tap()
    let stack = try host.navigationStack()
    #expect(stack.depth == 2)
    #expect(try host.find(text: "post 2").isMounted)
    try stack.pop()
    #expect(try host.find(text: "post 1").isMounted)
    try stack.pop()
    #expect(try host.find(text: "depth 0").isMounted)
  }

  @Test func aNavigationPathHoldsValuesOfSeveralTypes() throws {
    struct Mixed: View {
      @State private var path = NavigationPath()
      var body: some View {
        NavigationStack(path: $path) {
          Button("Go") { path.append(7); path.append("seven") }
            .navigationDestination(for: Int.self) { Text("int \($0)") }
            .navigationDestination(for: String.self) { Text("string \($0)") }
        }
      }
    }
    let host = ViewHost(Mixed())
    try host.button("Go").tap()
    let stack = try host.navigationStack()
    #expect(stack.path == [AnyHashable(7), AnyHashable("seven")])
    #expect(try host.find(text: "string seven").isMounted)
  }

  @Test func aLinkWithoutADestinationForItsTypeCannotPush() throws {
    let host = ViewHost(NavigationStack { NavigationLink("Open", value: 42) })
    #expect(throws: ViewHostError(#"NavigationLink "Open" presents a value of type Int, but no navigationDestination(for: Int.self) is declared in its NavigationStack."#)) {
      try host.button("Open").tap()
    }
  }

  @Test func aLinkOutsideAStackCannotPush() throws {
    let host = ViewHost(NavigationLink("Open") { Text("Detail") })
    #expect(throws: ViewHostError(#"NavigationLink "Open" is not inside a NavigationStack: it cannot push."#)) {
      try host.button("Open").tap()
    }
  }

  @Test func poppingAtTheRootIsAnError() throws {
    let host = ViewHost(Feed())
    #expect(throws: ViewHostError("The NavigationStack is at its root: there is nothing to pop.")) {
      try host.navigationStack().pop()
    }
  }

  @Test func aDestinationBoundToABooleanIsPushedWhileItIsTrue() throws {
    struct Flag: View {
      @State private var showsHelp = false
      var body: some View {
        NavigationStack {
          VStack {
            Text("help: \(showsHelp)")
            Button("Help") { showsHelp = true }
          }
          .navigationDestination(isPresented: $showsHelp) { Text("Help page") }
        }
      }
    }
    let host = ViewHost(Flag())
    try host.button("Help").tap()
    let stack = try host.navigationStack()
    #expect(stack.depth == 1)
    try stack.pop()
    #expect(try host.find(text: "help: false").isMounted)
  }
}
