/// A result builder for composing a collection of scenes into a single composite scene.
///
/// ```swift
/// // Fragment
/// var body: some Scene {
///   WindowGroup { ContentView() }
///   WindowGroup("Inspector", id: "inspector") { InspectorView() }
/// }
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct SceneBuilder {
  /// Builds an expression within the builder.
  ///
  /// - Parameter content: The scene.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene {
    content
  }

  /// Passes a single scene written as a child scene through unmodified.
  ///
  /// - Parameter content: The scene.
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
    content
  }

  /// Builds one scene from several, in order.
  ///
  /// - Parameter content: The scenes.
  @_disfavoredOverload
  public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene where repeat each Content: Scene {
    var parts: [any Scene] = []
    repeat parts.append(each content)
    return TupleScene(parts: parts)
  }
}

@available(*, unavailable)
extension SceneBuilder: Sendable {}

/// Several scenes in a row (what a builder block of several produces).
struct TupleScene: Scene, PrimitiveScene {
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) let parts: [any Scene]

  nonisolated init(parts: [any Scene]) {
    self.parts = parts
  }

  var body: Never { fatalError("TupleScene has no body") }

  func collect(into collection: inout SceneCollection) {
    for part in parts { collection.collect(part) }
  }
}
