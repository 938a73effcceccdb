import Foundation

/// A view that represents a UIKit view controller: HeadlessUI mounts it as an opaque leaf.
///
/// As SwiftUI's documentation describes, HeadlessUI calls ``makeCoordinator()`` before
/// ``makeUIViewController(context:)``, then ``updateUIViewController(_:context:)`` once the
/// controller is made and each time the representable is evaluated again (its inputs changed, or
/// an ancestor's state it depends on), and ``dismantleUIViewController(_:coordinator:)`` when it
/// leaves the tree. The controller is kept, never presented or drawn: what a test reads is what
/// the app's coordinator and bindings do (a test can call the coordinator's delegate methods as
/// the picker would).
///
/// ```swift
/// // Fragment
/// struct Scanner: UIViewControllerRepresentable {
///   @Binding var code: String?
///   func makeUIViewController(context: Context) -> ScannerController { ScannerController() }
///   func updateUIViewController(_ controller: ScannerController, context: Context) {}
/// }
/// ```
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  /// The type of view controller to present.
  associatedtype UIViewControllerType: UIViewController

  /// Creates the view controller object and configures its initial state.
  ///
  /// - Parameter context: A context structure containing information about the current state of
  ///   the system.
  /// - Returns: Your UIKit view controller configured with the provided information.
  func makeUIViewController(context: Context) -> UIViewControllerType

  /// Updates the state of the specified view controller with new information from SwiftUI.
  ///
  /// - Parameters:
  ///   - uiViewController: Your custom view controller object.
  ///   - context: A context structure containing information about the current state of the
  ///     system.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)

  /// Cleans up the presented view controller (and coordinator) in anticipation of their removal.
  ///
  /// - Parameters:
  ///   - uiViewController: Your custom view controller object.
  ///   - coordinator: The custom coordinator instance you use to communicate changes back to
  ///     SwiftUI.
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)

  /// A type to coordinate with the view controller.
  associatedtype Coordinator = Void

  /// Creates the custom instance that you use to communicate changes from your view controller to
  /// other parts of your SwiftUI interface.
  ///
  /// - Returns: The coordinator.
  func makeCoordinator() -> Coordinator

  /// Given a proposed size, returns the preferred size of the composite view (never called by
  /// HeadlessUI, which lays nothing out).
  ///
  /// - Parameters:
  ///   - proposal: The proposed size for the view.
  ///   - uiViewController: Your custom view controller object.
  ///   - context: A context structure containing information about the current state of the
  ///     system.
  /// - Returns: The composite size of the represented view controller, or `nil` for the default.
  @available(iOS 16.0, tvOS 16.0, *)
  func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?

  /// The context in which the view controller is made and updated.
  typealias Context = UIViewControllerRepresentableContext<Self>
}

@available(iOS 13.0, tvOS 13.0, *)
extension UIViewControllerRepresentable {
  /// Does nothing by default.
  ///
  /// - Parameters:
  ///   - uiViewController: Your custom view controller object.
  ///   - coordinator: The coordinator.
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

  /// Returns `nil` by default: the controller's view's own size.
  ///
  /// - Parameters:
  ///   - proposal: The proposed size for the view.
  ///   - uiViewController: Your custom view controller object.
  ///   - context: The context.
  /// - Returns: `nil`.
  @available(iOS 16.0, tvOS 16.0, *)
  public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }

  /// Declares the content and behavior of this view (a representable has none: HeadlessUI mounts
  /// it as a leaf and never reads it).
  public var body: Never {
    fatalError("\(Self.self) is a UIViewControllerRepresentable: it has no body")
  }
}

@available(iOS 13.0, tvOS 13.0, *)
extension UIViewControllerRepresentable where Coordinator == Void {
  /// Makes no coordinator.
  ///
  /// - Returns: Nothing.
  public func makeCoordinator() -> Coordinator { () }
}

/// Contextual information about the state of the system that you use to create and update your
/// UIKit view controller.
///
/// ```swift
/// // Fragment
/// func updateUIViewController(_ controller: ScannerController, context: Context) {
///   controller.isDark = context.environment.colorScheme == .dark
/// }
/// ```
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable> where Representable: UIViewControllerRepresentable {
  /// The view controller's associated coordinator.
  public let coordinator: Representable.Coordinator
  /// The current transaction (HeadlessUI runs every update at once, without animation).
  public var transaction: Transaction { Transaction() }
  /// The current environment.
  public var environment: EnvironmentValues { hostEnvironment }

  /// Animates changes using the animation in the current transaction, then calls `completion`.
  ///
  /// HeadlessUI runs every update at once, without animation: `changes` runs, then `completion`,
  /// before `animate` returns.
  ///
  /// ```swift
  /// // Fragment
  /// context.animate { controller.view.alpha = 1 } completion: { context.coordinator.didAppear() }
  /// ```
  ///
  /// - Parameters:
  ///   - changes: A closure that changes the view controller's properties.
  ///   - completion: A closure to call when the animation completes (at once in HeadlessUI).
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
    changes()
    completion?()
  }

  private let hostEnvironment: EnvironmentValues

  internal init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
    self.coordinator = coordinator
    self.hostEnvironment = environment
  }
}

// Sendable as in SwiftUI: the main actor, which the context is isolated to, guards its coordinator.
@available(iOS 13.0, tvOS 13.0, *)
extension UIViewControllerRepresentableContext: Sendable {}
