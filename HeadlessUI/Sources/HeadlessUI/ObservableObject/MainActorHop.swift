import Dispatch
import Foundation

/// Runs work on the main actor: at once when the caller is already there, otherwise on the main
/// actor's next turn (as a Combine value delivered on the main thread reaches SwiftUI at once).
///
/// `Thread.isMainThread` does not tell: where the process parks its main thread in
/// `dispatchMain()` (the Swift Testing runner on Linux does), the main actor's jobs run on the
/// main dispatch queue from another thread. The main queue carries a mark that whatever runs on
/// it can read.
enum MainActorHop {
  private static let mainQueueMark: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  /// Whether the caller runs on the main actor (on the main thread or the main queue).
  static var isOnMainActor: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMark) != nil
  }

  /// Runs `work` on the main actor, synchronously if the caller is on it.
  static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
    if isOnMainActor {
      MainActor.assumeIsolated { work() }
    } else {
      Task { @MainActor in work() }
    }
  }
}
