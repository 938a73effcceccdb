/// A scene that presents a group of identically structured windows.
///
/// Each window has its own view hierarchy, state and focus. An ``AppHost`` opens the first
/// window of each group when it mounts the app, and more with ``AppHost/openWindow(id:)``.
///
/// ```swift
/// // Fragment
/// WindowGroup { ContentView() }
/// WindowGroup("Note", id: "note") { NoteView() }
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct WindowGroup<Content>: Scene where Content: View {
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: Content
  internal let id: String?
  internal let title: String?

  nonisolated private init(id: String?, title: String?, content: Content) {
    self.id = id
    self.title = title
    self.content = content
  }

  /// Creates a window group with an identifier.
  ///
  /// - Parameters:
  ///   - id: A string that uniquely identifies the window group.
  ///   - content: A closure that creates the content for each instance of the group.
  nonisolated public init(id: String, @ViewBuilder content: () -> Content) {
    self.init(id: id, title: nil, content: content())
  }

  /// Creates a window group with a localized title and an identifier.
  ///
  /// - Parameters:
  ///   - titleKey: The title key to use for the title of the group.
  ///   - id: A string that uniquely identifies the window group.
  ///   - content: A closure that creates the content for each instance of the group.
  nonisolated public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.init(id: id, title: Text(titleKey).string, content: content())
  }

  /// Creates a window group.
  ///
  /// - Parameter content: A closure that creates the content for each instance of the group.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.init(id: nil, title: nil, content: content())
  }

  /// Creates a window group with a localized title.
  ///
  /// - Parameters:
  ///   - titleKey: The title key to use for the title of the group.
  ///   - content: A closure that creates the content for each instance of the group.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(id: nil, title: Text(titleKey).string, content: content())
  }

  /// Creates a window group with a title string.
  ///
  /// - Parameters:
  ///   - title: The string to use for the title of the group.
  ///   - content: A closure that creates the content for each instance of the group.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
    self.init(id: nil, title: String(title), content: content())
  }

  /// The content and behavior of the scene (HeadlessUI opens the windows itself).
  public var body: Never { fatalError("WindowGroup has no body") }
}

extension WindowGroup: PrimitiveScene {
  func collect(into collection: inout SceneCollection) {
    collection.windowGroups.append(WindowGroupDefinition(id: id, title: title, content: content))
  }
}

@available(*, unavailable)
extension WindowGroup: Sendable {}
