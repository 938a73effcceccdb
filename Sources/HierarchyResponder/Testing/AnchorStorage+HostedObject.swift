#if !canImport(SwiftUI) || Headless
  import HeadlessUI

  /// In a HeadlessUI test host, a responder's storage takes part in its host (``HostedObject``):
  /// it learns the host, whose responders alone the hints of an unhandled value name, and
  /// `settle()` waits for the work of its `async` responder.
  extension AnchorStorage: HostedObject {
    func mounted(inHost host: ObjectIdentifier) {
      hierarchy = host
      currentHierarchy = { CurrentHost.id }
    }

    var hasWorkRunning: Bool { ((made as? any RunningWork)?.runningTaskCount ?? 0) > 0 }
  }

  /// An anchor whose responder may have tasks running.
  @MainActor
  protocol RunningWork {
    var runningTaskCount: Int { get }
  }

  extension ResponderAnchor: RunningWork {}
#endif
