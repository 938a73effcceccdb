/// Work that belongs to hosted views but runs outside the hierarchy's own tasks, such as a
/// library's asynchronous handlers: ``ViewHost/settle(maxRounds:)`` waits for it.
///
/// A library registers each owner of such work once (registering again is harmless); HeadlessUI
/// holds the owner weakly and asks `isRunning` while a host settles. It knows nothing of what the
/// work is, nor which host's views own it: registrations are process-wide, so a host also waits
/// (within its usual limits) for the registered work of other hosts alive at the same time. HierarchyResponder registers the task scope of every `async` responder, so that
/// `settle()` also waits for asynchronous event and error handlers.
///
/// ```swift
/// final class Uploader { var inFlight = 0 }
/// let uploader = Uploader()
/// OutsideWork.register(uploader) { $0.inFlight > 0 }
/// try await host.settle() // returns once uploader.inFlight is 0 (or nothing moves for 10 rounds)
/// ```
@MainActor
public enum OutsideWork {
  private struct Entry {
    weak var owner: AnyObject?
    let isRunning: @MainActor (AnyObject) -> Bool
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]

  /// Registers `owner`, whose work `settle()` waits for while `isRunning(owner)` is true.
  ///
  /// The host keeps no strong reference: once `owner` is released it is forgotten.
  ///
  /// - Parameters:
  ///   - owner: the object that owns the work (held weakly).
  ///   - isRunning: whether `owner` has work running now.
  public static func register<Owner: AnyObject>(_ owner: Owner, isRunning: @escaping @MainActor (Owner) -> Bool) {
    let id = ObjectIdentifier(owner)
    if let entry = entries[id], entry.owner === owner { return }
    entries[id] = Entry(owner: owner) { isRunning($0 as! Owner) }
  }

  /// Whether any registered owner still alive has work running (forgetting released owners).
  public static var isRunning: Bool {
    var running = false
    for (id, entry) in entries {
      guard let owner = entry.owner else {
        entries[id] = nil
        continue
      }
      if entry.isRunning(owner) { running = true }
    }
    return running
  }
}
