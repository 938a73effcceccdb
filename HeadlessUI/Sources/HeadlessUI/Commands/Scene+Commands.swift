extension Scene {
  /// Adds commands to the scene.
  ///
  /// Commands are realized in different ways on different platforms: on macOS, the main menu
  /// uses the available command menus and groups to organize its main menu items; on iPadOS,
  /// the commands that have a keyboard shortcut are key commands. An ``AppHost`` lists them in
  /// ``AppHost/menus`` and delivers keyboard shortcuts to them.
  ///
  /// ```swift
  /// // Fragment
  /// WindowGroup { ContentView() }
  ///   .commands { NoteCommands() }
  /// ```
  ///
  /// - Parameter content: The commands to add.
  @available(iOS 14.0, macOS 11.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func commands<Content>(@CommandsBuilder content: () -> Content) -> some Scene where Content: Commands {
    CommandsScene(scene: self, commands: content())
  }
}

/// A scene with commands added.
struct CommandsScene<Base: Scene, Content: Commands>: Scene, PrimitiveScene {
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) let scene: Base
  nonisolated(unsafe) let commands: Content

  nonisolated init(scene: Base, commands: Content) {
    self.scene = scene
    self.commands = commands
  }

  var body: Never { fatalError("CommandsScene has no body") }

  func collect(into collection: inout SceneCollection) {
    collection.collect(scene)
    collection.commands.append(commands)
  }
}
