import HierarchyResponder

// The sample app's data, events and errors. Events and errors are plain
// values: a view triggers or reports them, and its ancestors respond.

/// A post in the feed.
struct Post: Identifiable, Hashable, Sendable {
  let id: Int
  let author: String
  let title: String
}

extension Post {
  /// The feed the demo starts with.
  static let samples = [
    Post(id: 1, author: "Ada", title: "Notes on the Analytical Engine"),
    Post(id: 2, author: "Grace", title: "Found a moth in relay 70"),
    Post(id: 3, author: "Linus", title: "Just a hobby, nothing big"),
  ]
}

// MARK: Events (going up)

/// The user tapped a post: show it in a sheet.
struct SelectPostEvent: Event { let post: Post }
/// The user liked a post.
struct LikeEvent: Event { let postID: Int }
/// The Post menu's Like command: the focused row turns it into its own `LikeEvent`.
struct LikeFocusedPostEvent: Event {}
/// The user wants to comment on a post (needs a signed-in user).
struct CommentEvent: Event { let postID: Int }
/// The user shares a post (the server may refuse).
struct ShareEvent: Event { let postID: Int }
/// The user saves a post for later (an asynchronous call to the server).
struct SaveEvent: Event { let postID: Int }
/// The user opens the profile of a post's author (pushes a screen).
struct OpenProfileEvent: Event { let author: String }
/// The user goes back (pops the screen on top).
struct BackEvent: Event {}
/// The user asks to reload the feed.
struct RefreshEvent: Event {}
/// Made by `catchError` from an ``UnauthenticatedError``: present the sign-in screen.
struct ShowSignInEvent: Event {}
/// A button in the app's chrome that no responder was written for.
struct RateAppEvent: Event {}

// MARK: Events (going down)

/// A deep link, published from the app root down to the screen on top.
struct DeepLinkEvent: Event { let url: String }

// MARK: Errors

/// The action needs a signed-in user.
struct UnauthenticatedError: Error {}

/// The server refused to share: shown to the user as an alert.
struct ShareLimitError: AlertableError {
  var title: String? { "Sharing paused" }
  var message: String { "You shared 10 posts in the last hour. Try again later." }
}

/// The feed could not be reloaded: an alert with the default title.
struct OfflineError: AlertableError {
  var message: String { "The feed could not be refreshed. Check your connection." }
}
