/// What ``OutsideWork`` holds for a ``HostedObject``: the subscription of the view that keeps the
/// object holds it for as long as the view is mounted, and the registry holds it weakly, so the
/// host stops waiting for the object's work once the view is gone.
///
/// The registry holds this, not the object, because a weak reference gives its target a side
/// table, after which every retain and release of the target takes the runtime's slow path. The
/// object is retained and released each time its view's `@StateObject` is copied, which happens
/// whenever the view's parent makes the view again; this registration never is.
@MainActor
final class HostedWorkRegistration {
  /// The object whose work the host waits for.
  let object: any HostedObject

  init(_ object: any HostedObject) {
    self.object = object
  }
}
