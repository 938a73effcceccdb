import HierarchyResponderCore

// The values the dispatch benchmarks send, and the types their responders listen for.
//
// Every responder that a value passes without wanting it listens for a type of its
// own: `Level<Level<…Origin>>` nests one level per hop, so a chain of depth D holds D
// distinct types, like D distinct event types in an app. The hand-written baselines
// check the very same types.

/// The event that is triggered: three words, the most an existential stores
/// inline, so boxing it as `any Event` allocates nothing.
struct Ping: Event {
  var a = 1
  var b = 2
  var c = 3
}

/// The event that transforms produce.
struct Pong: Event {
  var a = 0
  var b = 0
  var c = 0
}

/// The error that is reported. Errors are boxed (`any Error` is a heap box), so
/// it is boxed once per run: a developer reports an error they caught, boxed already.
struct Failure: Error {
  var code = 1
}

/// A family of distinct event and error types, one per nesting level, each three words.
protocol LevelType: Event, Error {
  /// The next level out (`Level<Self>`).
  associatedtype Next: LevelType
  init(a: Int, b: Int, c: Int)
  var a: Int { get }
  var b: Int { get }
  var c: Int { get }
}

/// The innermost level.
struct Origin: LevelType {
  typealias Next = Level<Origin>
  var a = 0
  var b = 0
  var c = 0
}

/// The level outside `Inner`.
struct Level<Inner>: LevelType {
  typealias Next = Level<Self>
  var a = 0
  var b = 0
  var c = 0
}

extension LevelType {
  /// The same three words, one level out (what a transform hop produces).
  func next() -> Next { Next(a: b, b: c, c: a &+ 1) }
}

/// `count` distinct level types from `Origin` outward: `Origin`, `Level<Origin>`, …
func levelTypes(count: Int) -> [any LevelType.Type] {
  var types: [any LevelType.Type] = []
  var type: any LevelType.Type = Origin.self
  for _ in 0..<count {
    types.append(type)
    type = type.nextType
  }
  return types
}

extension LevelType {
  static var nextType: any LevelType.Type { Next.self }
}
