/// An action that dismisses a presentation.
///
/// Read it with `@Environment(\.dismiss)` and call it: inside a sheet, full-screen cover or
/// popover it dismisses that presentation (as a swipe would: the binding becomes `false`, then
/// `onDismiss` runs); inside a view pushed on a `NavigationStack` it pops that view (and the
/// views above it). Outside any presentation it does nothing, as in SwiftUI.
///
/// ```swift
/// // Fragment
/// struct EditView: View {
///   @Environment(\.dismiss) private var dismiss
///   var body: some View { Button("Done") { dismiss() } }
/// }
/// ```
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency
public struct DismissAction {
  internal let target: DismissTarget?

  nonisolated internal init(target: DismissTarget?) {
    self.target = target
  }

  /// Dismisses the current presentation.
  public func callAsFunction() {
    target?.dismiss()
  }
}

/// What a `DismissAction` dismisses: one object per presentation (or pushed view), so the
/// environment value stays the same across updates; the action is refreshed at each render.
@MainActor
final class DismissTarget {
  var action: (@MainActor () -> Void)?

  @MainActor func dismiss() { action?() }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(target: nil) }
}

private struct IsPresentedKey: EnvironmentKey {
  static let defaultValue = false
}

private struct MenuDismissKey: EnvironmentKey {
  static let defaultValue: DismissTarget? = nil
}

extension EnvironmentValues {
  /// An action that dismisses the current presentation.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var dismiss: DismissAction {
    self[DismissKey.self]
  }

  /// A Boolean value that indicates whether the view associated with this environment is
  /// currently presented (in a sheet, cover or popover, or pushed on a navigation stack).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var isPresented: Bool {
    self[IsPresentedKey.self]
  }

  /// What `dismiss` dismisses here, if anything.
  var presentationTarget: DismissTarget? { self[DismissKey.self].target }

  /// Sets what `dismiss` dismisses here.
  mutating func setPresentation(_ target: DismissTarget) {
    self[DismissKey.self] = DismissAction(target: target)
    self[IsPresentedKey.self] = true
  }

  /// The open menu (context menu, swipe actions) a button inside closes when tapped.
  var menuDismiss: DismissTarget? {
    get { self[MenuDismissKey.self] }
    set { self[MenuDismissKey.self] = newValue }
  }
}

/// The root of presented content (or of a pushed view): shows `content` with `dismiss` bound
/// to `target`, or, for a menu, with buttons that close the menu.
@MainActor
struct PresentationRoot: View {
  typealias Body = Never
  enum Kind { case presentation, menu }
  let kind: Kind
  let target: DismissTarget
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) let content: any View
}

extension PresentationRoot: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {
    var context = node.context
    switch kind {
    case .presentation: context.environment.setPresentation(target)
    case .menu: context.environment.menuDismiss = target
    }
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: content)], context: context)
  }
}
