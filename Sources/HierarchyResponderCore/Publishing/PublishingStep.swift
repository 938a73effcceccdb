/// One step of a sequence of published values: a value and the publisher that carries it.
///
/// A deep link is often a sequence — a value for the root's tab subscriber, then one for the
/// stack that appears in that tab, then one for the screen it pushes. Publishing an array of steps
/// with `publish(waitingUpTo:reportsExpiry:)` publishes
/// the first step at once; each step waits, if it has to, for its own subscriber (under its
/// publisher, of its type, on screen), and the next step starts only after the previous one was
/// delivered. A step that expires, is replaced or cancelled ends the sequence: the later steps
/// are not published.
///
/// ```swift
/// // Fragment
/// [
///   PublishingStep(SelectTab(.orders), through: selectTab),
///   PublishingStep(ShowOrderList(), through: showList),
///   PublishingStep(ShowOrder(id: 42), through: showOrder),
/// ].publish(waitingUpTo: 10)
/// ```
public struct PublishingStep: Sendable {
  /// Publishes the step's value with a policy and an origin, then calls its argument with whether
  /// the value was delivered.
  private let start: @MainActor @Sendable (UndeliveredPolicy, ResponderSite, SceneOfSteps, @escaping @MainActor @Sendable (Bool) -> Void) -> Void

  /// A step that publishes `event` through `publisher`.
  ///
  /// - Parameters:
  ///   - event: The value of this step.
  ///   - publisher: The publisher of `event`'s type (the latest one handed out; any issue of it
  ///     reaches the same subscribers). With `nil` (the step was built before its publisher was
  ///     handed out, as in an `onAppear` that runs before the library's own), the step takes the
  ///     publisher of `event`'s type handed out most recently in the window (the scene) the
  ///     sequence was published from, whose view still exists, or waits for the next one of that
  ///     window up to the sequence's seconds; when none comes, the sequence stops
  ///     there, with one runtime issue (debug builds, unless expiry reports are off).
  public init<E: Event>(_ event: E, through publisher: EventPublisher<E>?) {
    let value = StepValue(event: event)
    start = { policy, origin, scene, next in
      let publish: @MainActor (EventPublisher<E>) -> Void = { publisher in
        publisher.publish(value.event, from: origin, request: PublishRequest(undelivered: policy) { outcome in
          if case .handled = outcome { next(true) } else { next(false) }
        })
      }
      guard let publisher else {
        // Its window is gone: nothing of it can receive the value.
        if scene.wasKnown && scene.object == nil { return next(false) }
        // Built before its publisher was handed out (an outer `onAppear`): the latest one of its
        // type in the scene the sequence was published from, or the next one within the
        // sequence's seconds.
        AwaitedPublishers.publisher(
          for: E.self, in: scene.object, within: policy.seconds ?? 0, clock: SystemPublishingClock.shared, publish,
          expired: {
            if policy.reportsExpiry {
              ResponderDiagnostics.report(
                Messages.stepWithoutPublisher(typeName: "\(E.self)", seconds: policy.seconds ?? 0), site: origin)
            }
            next(false)
          })
        return
      }
      publish(publisher)
    }
  }

  /// Publishes `steps` from `index` on, one after the other (see the type's documentation).
  ///
  /// A loop, not a recursion: a step delivered while it is published (its subscriber is on
  /// screen) hands the next one to the loop, so a sequence of any length runs in constant stack.
  /// Only a step that waited starts the loop again, from its own delivery.
  @MainActor
  fileprivate static func run(
    _ steps: [PublishingStep], from index: Int, policy: UndeliveredPolicy, origin: ResponderSite,
    scene: SceneOfSteps
  ) {
    var index = index
    while index < steps.count {
      let progress = StepProgress()
      let next = index + 1
      steps[index].start(policy, origin, scene) { delivered in
        guard delivered else { return }
        if progress.isPublishing {
          progress.deliveredAtOnce = true
        } else {
          run(steps, from: next, policy: policy, origin: origin, scene: scene)
        }
      }
      progress.isPublishing = false
      guard progress.deliveredAtOnce else { return }
      index = next
    }
  }
}

/// Where one step of a running sequence stands: whether its publish is still on the stack, and
/// whether it was delivered during it.
@MainActor
private final class StepProgress {
  var isPublishing = true
  var deliveredAtOnce = false
}

/// The scene a sequence was published from (held weakly): its steps built without a publisher
/// take only that scene's publishers, whenever each one starts.
@MainActor
private final class SceneOfSteps {
  weak var object: AnyObject?
  /// Whether the sequence was published in a known scene (which may be gone since).
  let wasKnown: Bool

  init(_ object: AnyObject?) {
    self.object = object
    wasKnown = object != nil
  }
}

/// Carries a step's value into its `Sendable` closure: `Event` does not require `Sendable`; the
/// value is made by the caller and only read on the main actor, where every step runs.
private struct StepValue<E: Event>: @unchecked Sendable {
  let event: E
}

extension Array where Element == PublishingStep {
  /// Publishes these steps in order: each one waits up to `seconds` for its own subscriber, and
  /// the next one starts only after it was delivered (see ``PublishingStep``).
  ///
  /// - Parameters:
  ///   - seconds: How long each step may wait for its subscriber (a `TimeInterval`), from the
  ///     moment the step starts.
  ///   - reportsExpiry: Whether a step that expires is a runtime issue in debug builds.
  ///   - fileID: Where the call is (journeys and the expiry issue name it).
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: The line of the call.
  ///   - column: the caller's column.
  ///
  /// ```swift
  /// // Fragment
  /// [PublishingStep(SelectTab(.orders), through: selectTab), PublishingStep(ShowOrder(id: 42), through: showOrder)]
  ///   .publish(waitingUpTo: 10)
  /// ```
  @MainActor
  public func publish(
    waitingUpTo seconds: Double, reportsExpiry: Bool = true, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let origin = ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column)
    PublishingStep.run(
      self, from: 0, policy: .wait(upTo: seconds, reportsExpiry: reportsExpiry), origin: origin,
      scene: SceneOfSteps(AwaitedPublishers.scopeOfWork()))
  }
}
