/// A type that represents the structure and behavior of an app.
///
/// Declare the app's scenes in `body`. On Linux there is no `main()` to launch it: mount it in
/// an ``AppHost``, which opens its windows and builds its menu bar.
///
/// ```swift
/// // Fragment
/// struct NotesApp: App {
///   var body: some Scene {
///     WindowGroup { ContentView() }
///       .commands { NoteCommands() }
///   }
/// }
/// let app = AppHost(NotesApp())
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol App {
  /// The type of scene representing the content of the app.
  associatedtype Body: Scene

  /// The content and behavior of the app.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

  /// Creates an instance of the app using the body that you define for its content.
  @MainActor @preconcurrency init()
}
