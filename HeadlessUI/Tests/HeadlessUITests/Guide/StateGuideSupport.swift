import HeadlessUI

// Types the state-management guide uses without showing them. Its snippets
// live in StateGuideTests.swift and, those that use `padding`/`foregroundColor`/`Color`, in
// StateGuideVocabularyTests.swift.

/// The guide's user model: what SignupView produces and ProfileView edits.
struct User: Equatable {
  var username: String
  var email: String

  /// The stored user the guide's `User.load()` stands for.
  static func load() -> User { User(username: "ada", email: "ada@example.com") }
}

/// An article, as the guide's article views show them.
struct Article: Identifiable, Equatable {
  var id: String { title }
  var title: String
  var body: String
}
