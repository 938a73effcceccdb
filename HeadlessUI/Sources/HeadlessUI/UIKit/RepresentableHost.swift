import Foundation

/// What a mounted ``UIViewRepresentable`` or ``UIViewControllerRepresentable`` keeps between
/// evaluations (in its node's `primitiveStorage`): the UIKit object it made, its coordinator, and
/// how to dismantle them when the node leaves the tree.
@MainActor
final class RepresentableHost {
  let object: AnyObject
  let coordinator: Any
  private let dismantle: () -> Void

  private init(object: AnyObject, coordinator: Any, dismantle: @escaping () -> Void) {
    self.object = object
    self.coordinator = coordinator
    self.dismantle = dismantle
  }

  /// Makes or updates `view`'s UIKit object when `view` is a representable, as SwiftUI's
  /// documentation describes (the coordinator first, then the object, then an update; later
  /// evaluations update). Returns `false` for any other view.
  static func host<V: View>(_ view: V, in node: Node) -> Bool {
    if let representable = view as? any UIViewRepresentable {
      hostView(representable, in: node)
      return true
    }
    if let representable = view as? any UIViewControllerRepresentable {
      hostController(representable, in: node)
      return true
    }
    return false
  }

  /// Dismantles what `node` keeps, if it hosts a representable (called once, as it leaves).
  static func dismantle(in node: Node) {
    (node.primitiveStorage as? RepresentableHost)?.dismantle()
  }

  private static func hostView<R: UIViewRepresentable>(_ representable: R, in node: Node) {
    if let host = node.primitiveStorage as? RepresentableHost,
       let uiView = host.object as? R.UIViewType, let coordinator = host.coordinator as? R.Coordinator
    {
      representable.updateUIView(uiView, context: R.Context(coordinator: coordinator, environment: node.environment))
      return
    }
    let coordinator = representable.makeCoordinator()
    let context = R.Context(coordinator: coordinator, environment: node.environment)
    let uiView = representable.makeUIView(context: context)
    node.primitiveStorage = RepresentableHost(object: uiView, coordinator: coordinator) {
      R.dismantleUIView(uiView, coordinator: coordinator)
    }
    representable.updateUIView(uiView, context: context)
  }

  private static func hostController<R: UIViewControllerRepresentable>(_ representable: R, in node: Node) {
    if let host = node.primitiveStorage as? RepresentableHost,
       let controller = host.object as? R.UIViewControllerType, let coordinator = host.coordinator as? R.Coordinator
    {
      representable.updateUIViewController(controller, context: R.Context(coordinator: coordinator, environment: node.environment))
      return
    }
    let coordinator = representable.makeCoordinator()
    let context = R.Context(coordinator: coordinator, environment: node.environment)
    let controller = representable.makeUIViewController(context: context)
    node.primitiveStorage = RepresentableHost(object: controller, coordinator: coordinator) {
      R.dismantleUIViewController(controller, coordinator: coordinator)
    }
    representable.updateUIViewController(controller, context: context)
  }
}
