/// Work that belongs to hosted views but runs outside the hierarchy's own tasks, such as a
/// library's asynchronous handlers: ``ViewHost/settle(timeout:maxRounds:)`` waits for it.
///
/// A library registers each owner of such work once (registering again is harmless); HeadlessUI
/// holds the owner weakly and asks `isRunning` while a host settles. It knows nothing of what the
/// work is. An owner registered while a hosted view's `body` is evaluated belongs to that view's
/// host: only that host waits for it. An owner registered anywhere else is process-wide: every
/// host waits for it. An object a view keeps with `@StateObject` can instead conform to
/// `HostedObject`: it is registered for its view's host when the view mounts, until the view is
/// removed (HierarchyResponder's responder storage is, so that `settle()` waits for the `async`
/// responders of its own views, and not for those of other tests' hosts).
///
/// ```swift
/// // Fragment
/// final class Uploader { var inFlight = 0 }
/// let uploader = Uploader()
/// OutsideWork.register(uploader) { $0.inFlight > 0 }
/// try await host.settle() // returns once uploader.inFlight is 0 (or throws after the timeout)
/// ```
@MainActor
public enum OutsideWork {
  private struct Entry {
    weak var owner: AnyObject?
    /// The host graph the owner belongs to; `nil` (with `isProcessWide`) for every host.
    weak var graph: ViewGraph?
    let isProcessWide: Bool
    let isRunning: @MainActor (AnyObject) -> Bool
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]

  /// Registers `owner`, whose work `settle()` waits for while `isRunning(owner)` is true.
  ///
  /// The host keeps no strong reference: once `owner` is released it is forgotten. Called from a
  /// hosted view's `body` (or a modifier's `body(content:)`), the owner belongs to that view's
  /// host; called anywhere else, to every host.
  ///
  /// - Parameters:
  ///   - owner: the object that owns the work (held weakly).
  ///   - isRunning: whether `owner` has work running now.
  public static func register<Owner: AnyObject>(_ owner: Owner, isRunning: @escaping @MainActor (Owner) -> Bool) {
    register(owner, in: ViewGraph.evaluating, isRunning: isRunning)
  }

  /// Registers `owner` for the host of `graph` (for every host when `graph` is `nil`).
  static func register<Owner: AnyObject>(
    _ owner: Owner, in graph: ViewGraph?, isRunning: @escaping @MainActor (Owner) -> Bool
  ) {
    let id = ObjectIdentifier(owner)
    if let entry = entries[id], entry.owner === owner { return }
    entries[id] = Entry(owner: owner, graph: graph, isProcessWide: graph == nil) { isRunning($0 as! Owner) }
  }

  /// Whether any registered owner still alive has work running (forgetting released owners),
  /// whichever host it belongs to.
  public static var isRunning: Bool { runningCount(for: nil) > 0 }

  /// How many owners still alive that `graph`'s host waits for have work running (every owner
  /// when `graph` is `nil`); released owners, and owners of released hosts, are forgotten.
  static func runningCount(for graph: ViewGraph?, includingProcessWide: Bool = true) -> Int {
    var running = 0
    for (id, entry) in entries {
      guard let owner = entry.owner, entry.isProcessWide || entry.graph != nil else {
        entries[id] = nil
        continue
      }
      if let graph, !entry.isProcessWide, entry.graph !== graph { continue }
      if entry.isProcessWide, !includingProcessWide { continue }
      if entry.isRunning(owner) { running += 1 }
    }
    return running
  }
}
