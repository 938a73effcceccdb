#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder

  // The sample app: a feed inside a small navigation stack, inside the app.
  //
  //   FeedApp          NavigationStack, toolbar; ShowSignInEvent -> sign-in sheet;
  //                    observes every journey
  //   └ Navigator      OpenProfileEvent / BackEvent;      publishes deep links down
  //     └ FeedScreen   likes, comments, shares, saves;    catchError, alerts; subscribes
  //       ├ FeedList   .triggers(...) declares what the list sends up
  //       │ └ PostRow  EventButtons and a tap gesture that trigger events
  //       └ ProfileScreen (when pushed)                   subscribes

  /// The app root: a navigation stack titled "Feedly" with a toolbar, and a sign-in sheet.
  struct FeedApp: View {
    let services: DemoServices
    @State private var showsSignIn = false

    var body: some View {
      NavigationStack {
        Navigator(services: services)
          .navigationTitle("Feedly")
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
              EventButton(RateAppEvent()) { Label("Rate this app", systemImage: "star") }
            }
          }
      }
      .handleEvent(ShowSignInEvent.self) {
        showsSignIn = true
        services.record("The app presents the sign-in sheet")
      }
      .responderName("App")
      .onJourney { services.journeys.append($0) }
      .sheet(isPresented: $showsSignIn) {
        VStack(spacing: 12) {
          Image(systemName: "lock.circle")
            .font(.largeTitle)
            .foregroundStyle(.tint)
          Text("Sign in to continue")
            .font(.headline)
        }
        .padding()
      }
    }
  }

  /// A navigation stack of at most one pushed screen (an author's profile),
  /// and the publisher of deep links, which go to the screen on top.
  struct Navigator: View {
    let services: DemoServices
    @State private var profile: String?

    var body: some View {
      FeedScreen(services: services, profile: profile)
        .handleEvent(OpenProfileEvent.self) { event in
          profile = event.author
          services.record("Pushed the profile of \(event.author)")
        }
        .handleEvent(BackEvent.self) {
          services.record("Popped the profile of \(profile ?? "nobody")")
          profile = nil
        }
        .responderName("Navigator")
        .publisher(for: DeepLinkEvent.self, id: "deep-link") { publisher in
          services.deepLinks = publisher
          services.record(
            publisher == nil
              ? "Deep-link publisher withdrawn: no subscriber left"
              : "Deep-link publisher (re)issued: the deepest subscriber is now the screen on top")
        }
    }
  }

  /// The feed screen: owns the posts' state and responds to what its rows send up.
  struct FeedScreen: View {
    let services: DemoServices
    let profile: String?
    @State private var likes: [Int: Int] = [:]
    @State private var saved: Set<Int> = []
    @State private var selected: Post?
    @State private var deepLink: String?

    var body: some View {
      VStack(alignment: .leading) {
        Text(deepLink.map { "Feed (opened \($0))" } ?? "Feed")
          .font(.title2)
          .fontWeight(.semibold)
        FeedList(posts: Post.samples, likes: likes, saved: saved)
          // The list's "API": everything it may send up. Each type also has a
          // typed responder below, as `requireExplicitResponders` asks.
          .triggers(
            SelectPostEvent.self, LikeEvent.self, CommentEvent.self, ShareEvent.self,
            SaveEvent.self, OpenProfileEvent.self, RefreshEvent.self)
        if let profile {
          ProfileScreen(services: services, author: profile)
        }
      }
      .handleEvent(SelectPostEvent.self) { selected = $0.post }
      .handleEvent(LikeEvent.self) { likes[$0.postID, default: 0] += 1 }
      .handleEvent(CommentEvent.self) { _ in throw UnauthenticatedError() }
      .handleEvent(ShareEvent.self) { _ in throw ShareLimitError() }
      .handleEvent(RefreshEvent.self) { throw OfflineError() }
      .handleEvent(SaveEvent.self) { event in
        services.record("Saving post \(event.postID)... (awaiting the server)")
        await services.save(postID: event.postID)
        saved.insert(event.postID)
        services.record("The server saved post \(event.postID)")
      }
      .catchError(UnauthenticatedError.self) { ShowSignInEvent() }
      .responderName("Feed")
      .handleAlertErrors()
      .responderName("Alerts")
      .subscribe(to: DeepLinkEvent.self, id: "deep-link") { event in
        deepLink = event.url
        services.record("The feed screen opened \(event.url)")
      }
      .sheet(item: $selected) { post in
        PostDetail(post: post)
      }
    }
  }

  /// The posts, with a refresh button.
  struct FeedList: View {
    let posts: [Post]
    let likes: [Int: Int]
    let saved: Set<Int>

    var body: some View {
      List {
        EventButton(RefreshEvent()) { Label("Refresh", systemImage: "arrow.clockwise") }
        ForEach(posts) { post in
          PostRow(post: post, likes: likes[post.id, default: 0], isSaved: saved.contains(post.id))
        }
      }
      .listStyle(.plain)
    }
  }

  /// One post: tap its title to open it, and a row of actions.
  struct PostRow: View {
    let post: Post
    let likes: Int
    let isSaved: Bool

    var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        Text("#\(post.id) \(post.title)")
          .font(.headline)
          .onTapGesture(trigger: SelectPostEvent(post: post))
        Text("by \(post.author) · \(likes == 1 ? "1 like" : "\(likes) likes")\(isSaved ? " · saved" : "")")
          .font(.subheadline)
          .foregroundStyle(.secondary)
        HStack {
          EventButton(LikeEvent(postID: post.id)) { Label("Like", systemImage: "heart") }
          EventButton(CommentEvent(postID: post.id)) { Label("Comment", systemImage: "bubble.right") }
          EventButton(ShareEvent(postID: post.id)) { Label("Share", systemImage: "square.and.arrow.up") }
          EventButton(SaveEvent(postID: post.id)) { Label("Save", systemImage: "bookmark") }
          Spacer()
          EventButton(post.author, event: OpenProfileEvent(author: post.author))
            .buttonStyle(.bordered)
        }
        .buttonStyle(.borderless)
      }
      .padding(.vertical, 4)
      // On a Mac, a clicked row has focus: the Post menu's Like command (an EventCommand)
      // starts here and becomes this row's LikeEvent.
      .focusable()
      .transformEvent(LikeFocusedPostEvent.self) { LikeEvent(postID: post.id) }
      .responderName("Row \(post.id)")
    }
  }

  /// A post opened in a sheet.
  struct PostDetail: View {
    let post: Post

    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        Text(post.title)
          .font(.title)
        Label("Posted by \(post.author)", systemImage: "person")
          .foregroundStyle(.secondary)
      }
      .padding()
    }
  }

  /// An author's profile, pushed on top of the feed.
  struct ProfileScreen: View {
    let services: DemoServices
    let author: String
    @State private var deepLink: String?

    var body: some View {
      VStack(spacing: 12) {
        Text(deepLink.map { "Profile of \(author) (opened \($0))" } ?? "Profile of \(author)")
          .font(.title2)
        Image(systemName: "person.crop.circle")
          .font(.largeTitle)
        Divider()
        EventButton(BackEvent()) { Label("Back", systemImage: "chevron.left") }
      }
      .navigationTitle(author)
      .subscribe(to: DeepLinkEvent.self, id: "deep-link") { event in
        deepLink = event.url
        services.record("The profile screen of \(author) opened \(event.url)")
      }
    }
  }
#endif
