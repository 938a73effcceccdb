/// The one escape from `@isolated(any)`: a synchronous call of a closure that SwiftUI's API
/// declares `@isolated(any)` (``Binding/init(get:set:)``) and calls synchronously.
///
/// Swift only lets an `@isolated(any)` function be awaited (SE-0431), and no conversion turns it
/// into a synchronous one. SwiftUI calls a binding's closures synchronously on the main actor;
/// HeadlessUI does the same, under this invariant, checked rather than assumed:
///
/// - When the closure is made, its `isolation` is the main actor or `nil` (a closure formed in a
///   view, or a non-isolated `@Sendable` one). Any other actor stops the program with a message
///   naming the API: such a closure cannot be called synchronously.
/// - A main-actor closure is only called on the main actor (`MainActor.preconditionIsolated`,
///   the check `MainActor.assumeIsolated` makes, which could not return a value that is not
///   `Sendable`). A non-isolated closure may be called anywhere.
///
/// Under both, calling the closure through its synchronous type is what awaiting it would do,
/// without the suspension: the unsafe cast changes only the static type of the function value
/// (an `@isolated(any)` function keeps its isolation in its context, and calls ignore it).
enum IsolatedAnyEscape {
  /// `function` as a synchronous closure, under the invariant of ``IsolatedAnyEscape``.
  ///
  /// - Parameters:
  ///   - function: A closure an API receives as `@isolated(any)`.
  ///   - api: The API, named in the messages when the invariant does not hold.
  static func synchronous<Result>(
    _ function: @escaping @isolated(any) @Sendable () -> Result, in api: StaticString
  ) -> () -> Result {
    let call = unsafeBitCast(function, to: (@Sendable () -> Result).self)
    guard isMainActor(function.isolation, in: api) else { return call }
    return {
      MainActor.preconditionIsolated(offMainActorMessage(api))
      return call()
    }
  }

  /// `function` as a synchronous closure, under the invariant of ``IsolatedAnyEscape``.
  ///
  /// - Parameters:
  ///   - function: A closure an API receives as `@isolated(any)`.
  ///   - api: The API, named in the messages when the invariant does not hold.
  static func synchronous<Argument, Result>(
    _ function: @escaping @isolated(any) @Sendable (Argument) -> Result, in api: StaticString
  ) -> (Argument) -> Result {
    let call = unsafeBitCast(function, to: (@Sendable (Argument) -> Result).self)
    guard isMainActor(function.isolation, in: api) else { return call }
    return { argument in
      MainActor.preconditionIsolated(offMainActorMessage(api))
      return call(argument)
    }
  }

  /// Whether `isolation` is the main actor (`false`: no isolation); stops on any other actor.
  private static func isMainActor(_ isolation: (any Actor)?, in api: StaticString) -> Bool {
    guard let isolation else { return false }
    precondition(
      isolation === MainActor.shared,
      "\(api) was given a closure isolated to \(type(of: isolation)); HeadlessUI calls it synchronously, which only a closure isolated to the main actor or to no actor allows.")
    return true
  }

  private static func offMainActorMessage(_ api: StaticString) -> String {
    "\(api): a closure isolated to the main actor was called off the main actor."
  }
}
