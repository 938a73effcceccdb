/// A part of an app's user interface with a life cycle managed by the system.
///
/// Compose scenes in an ``App``'s body: ``WindowGroup``, and scenes you define from other
/// scenes. An ``AppHost`` mounts them: each window group opens its first window.
///
/// ```swift
/// // Fragment
/// struct MyScene: Scene {
///   var body: some Scene {
///     WindowGroup { MyRootView() }
///   }
/// }
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene that represents the body of this scene.
  associatedtype Body: Scene

  /// The content and behavior of the scene.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A scene the host reads itself instead of evaluating `body`.
@MainActor
protocol PrimitiveScene {
  func collect(into collection: inout SceneCollection)
}

/// What an app's scenes amount to: its window groups and its commands, in order.
@MainActor
struct SceneCollection {
  var windowGroups: [WindowGroupDefinition] = []
  var commands: [any Commands] = []

  /// Adds what `scene` declares.
  mutating func collect(_ scene: any Scene) {
    if let primitive = scene as? PrimitiveScene {
      primitive.collect(into: &self)
    } else {
      func body<S: Scene>(of scene: S) -> any Scene { scene.body }
      collect(body(of: scene))
    }
  }
}

/// One window group: its identifier, title and the content of each of its windows.
struct WindowGroupDefinition {
  let id: String?
  let title: String?
  let content: any View
}
