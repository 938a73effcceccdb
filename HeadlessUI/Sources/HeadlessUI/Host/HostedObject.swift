/// A reference type that a view keeps with `@StateObject` and that takes part in the view's
/// host: HeadlessUI tells it the host it is mounted in, and ``ViewHost/settle(timeout:maxRounds:)``
/// waits while it has work running, as for an owner registered with ``OutsideWork``, for as long
/// as the view that keeps it is mounted (``HostedWorkRegistration``).
///
/// This is how a library's view modifiers reach the test host with the same code they run
/// under SwiftUI: the modifier keeps its storage with
/// `@StateObject` on every platform, and only the storage's conformance to this protocol,
/// compiled where HeadlessUI is, knows about hosts. HierarchyResponder's responder storage
/// learns the host whose hints it belongs to, and reports the work of `async` responders.
///
/// ```swift
/// // Fragment
/// final class UploadStorage: ObservableObject, HostedObject {
///   var inFlight = 0
///   func mounted(inHost host: ObjectIdentifier) {}
///   var hasWorkRunning: Bool { inFlight > 0 }
/// }
/// ```
@MainActor
package protocol HostedObject: AnyObject {
  /// Called once, when the view that keeps the object is mounted.
  ///
  /// - Parameter host: The host's identity, the value ``CurrentHost/id`` has while that host
  ///   is at work.
  func mounted(inHost host: ObjectIdentifier)

  /// Whether the object has work running, which its host's `settle()` waits for.
  var hasWorkRunning: Bool { get }
}
