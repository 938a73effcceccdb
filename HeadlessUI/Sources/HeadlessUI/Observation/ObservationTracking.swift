import Foundation
import Observation

/// Tracks the `@Observable` properties a `body` reads.
enum ObservationTracking {
  /// Runs `apply`, then calls `onChange` (once, from the thread of the change) the first time a
  /// property read during `apply` is about to change — unless the returned registration was
  /// cancelled before.
  ///
  /// - Returns: what `apply` returned, and the registration to cancel when a later evaluation
  ///   replaces this one.
  static func track<T>(
    _ apply: () -> T, onChange: @escaping @Sendable () -> Void
  ) -> (value: T, registration: ObservationRegistration) {
    let registration = ObservationRegistration(onChange: onChange)
    // Observation exists from iOS 17/macOS 14 on (HeadlessUI on an older Apple OS, with the
    // `Headless` trait, tracks nothing: no model there can be `@Observable`).
    guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else { return (apply(), registration) }
    let value = withObservationTracking(apply) { registration.changed() }
    return (value, registration)
  }
}

/// The reads of one `body` evaluation, observed until a property changes or a later evaluation
/// replaces them.
///
/// `withObservationTracking` cannot be cancelled: without this, the reads of an earlier
/// evaluation (of another object, or of a property the view no longer reads) would still
/// re-evaluate the view, where SwiftUI re-evaluates a view only for what its latest `body` read
/// ("Discover Observation in SwiftUI", WWDC23).
// Locked storage (ARCHITECTURE.md, "Concurrency invariants"): its mutable state is only read
// and written under `lock`.
final class ObservationRegistration: @unchecked Sendable {
  /// One lock for every registration: each holds it for one flag's read or write, and a lock of
  /// its own would cost each `body` evaluation two more allocations.
  private static let lock = NSLock()
  private var lock: NSLock { Self.lock }
  private var isActive = true
  private let onChange: @Sendable () -> Void

  init(onChange: @escaping @Sendable () -> Void) {
    self.onChange = onChange
  }

  /// Stops this registration from reporting changes (from any thread).
  func cancel() {
    lock.withLock { isActive = false }
  }

  /// Reports the first change, if still active.
  fileprivate func changed() {
    let report = lock.withLock {
      defer { isActive = false }
      return isActive
    }
    if report { onChange() }
  }
}
