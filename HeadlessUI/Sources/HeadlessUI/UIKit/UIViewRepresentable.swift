import Foundation

/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view
/// hierarchy: HeadlessUI mounts it as an opaque leaf.
///
/// As SwiftUI's documentation describes, HeadlessUI calls ``makeCoordinator()`` before
/// ``makeUIView(context:)``, then ``updateUIView(_:context:)`` once the view is made and each time
/// the representable is evaluated again (its inputs changed, or an ancestor's state it depends
/// on), and ``dismantleUIView(_:coordinator:)`` when it leaves the tree. The UIKit view is kept,
/// never drawn or laid out: what a test reads is what the app's coordinator and bindings do.
///
/// ```swift
/// // Fragment
/// struct Spinner: UIViewRepresentable {
///   var isSpinning: Bool
///   func makeUIView(context: Context) -> SpinnerView { SpinnerView() }
///   func updateUIView(_ view: SpinnerView, context: Context) { view.isSpinning = isSpinning }
/// }
/// ```
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  /// The type of view to present.
  associatedtype UIViewType: UIView

  /// Creates the view object and configures its initial state.
  ///
  /// - Parameter context: A context structure containing information about the current state of
  ///   the system.
  /// - Returns: Your UIKit view configured with the provided information.
  func makeUIView(context: Context) -> UIViewType

  /// Updates the state of the specified view with new information from SwiftUI.
  ///
  /// - Parameters:
  ///   - uiView: Your custom view object.
  ///   - context: A context structure containing information about the current state of the
  ///     system.
  func updateUIView(_ uiView: UIViewType, context: Context)

  /// Cleans up the presented UIKit view (and coordinator) in anticipation of their removal.
  ///
  /// - Parameters:
  ///   - uiView: Your custom view object.
  ///   - coordinator: The custom coordinator instance you use to communicate changes back to
  ///     SwiftUI.
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)

  /// A type to coordinate with the view.
  associatedtype Coordinator = Void

  /// Creates the custom instance that you use to communicate changes from your view to other
  /// parts of your SwiftUI interface.
  ///
  /// - Returns: The coordinator.
  func makeCoordinator() -> Coordinator

  /// Given a proposed size, returns the preferred size of the composite view (never called by
  /// HeadlessUI, which lays nothing out).
  ///
  /// - Parameters:
  ///   - proposal: The proposed size for the view.
  ///   - uiView: Your custom view object.
  ///   - context: A context structure containing information about the current state of the
  ///     system.
  /// - Returns: The composite size of the represented view controller, or `nil` for the default.
  @available(iOS 16.0, tvOS 16.0, *)
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?

  /// The context in which the view is made and updated.
  typealias Context = UIViewRepresentableContext<Self>
}

@available(iOS 13.0, tvOS 13.0, *)
extension UIViewRepresentable {
  /// Does nothing by default.
  ///
  /// - Parameters:
  ///   - uiView: Your custom view object.
  ///   - coordinator: The coordinator.
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

  /// Returns `nil` by default: the view's own size.
  ///
  /// - Parameters:
  ///   - proposal: The proposed size for the view.
  ///   - uiView: Your custom view object.
  ///   - context: The context.
  /// - Returns: `nil`.
  @available(iOS 16.0, tvOS 16.0, *)
  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

  /// Declares the content and behavior of this view (a representable has none: HeadlessUI mounts
  /// it as a leaf and never reads it).
  public var body: Never {
    fatalError("\(Self.self) is a UIViewRepresentable: it has no body")
  }
}

@available(iOS 13.0, tvOS 13.0, *)
extension UIViewRepresentable where Coordinator == Void {
  /// Makes no coordinator.
  ///
  /// - Returns: Nothing.
  public func makeCoordinator() -> Coordinator { () }
}

/// Contextual information about the state of the system that you use to create and update your
/// UIKit view.
///
/// ```swift
/// // Fragment
/// func updateUIView(_ view: SpinnerView, context: Context) {
///   view.tintName = context.environment.colorScheme == .dark ? "light" : "dark"
/// }
/// ```
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
  /// The view's associated coordinator.
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
  /// context.animate { view.alpha = 1 } completion: { context.coordinator.didAppear() }
  /// ```
  ///
  /// - Parameters:
  ///   - changes: A closure that changes the view's properties.
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
extension UIViewRepresentableContext: Sendable {}
