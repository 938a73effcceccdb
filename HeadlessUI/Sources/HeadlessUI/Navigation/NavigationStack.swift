/// A view that displays a root view and enables you to present additional views over the root
/// view.
///
/// The stack shows its root, then one screen per element of its path (the view the nearest
/// matching `navigationDestination(for:)` makes of it) and per view pushed by a
/// `NavigationLink(destination:)`. Only the top screen is on screen: host queries do not find
/// the views of the screens below it. A push covers the screen below it: its views disappear
/// (`onDisappear` runs, `task`s are cancelled) but stay mounted with their state, and appear
/// again when a pop reveals it. ``ViewHost/navigationStack()`` reads the path and the
/// title and pops; tapping a `NavigationLink` pushes; `dismiss()` in a pushed view pops it.
///
/// ```swift
/// // Fragment
/// NavigationStack(path: $path) {
///   List(posts) { post in NavigationLink(post.title, value: post) }
///     .navigationTitle("Feed")
///     .navigationDestination(for: Post.self) { PostDetail(post: $0) }
/// }
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root>: View where Root: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let root: Root
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  /// The bound path, or `nil` when the stack keeps its own.
  nonisolated(unsafe) internal let boundPath: NavigationPathAccess?

  /// Creates a navigation stack that manages its own navigation state.
  ///
  /// - Parameter root: The view to display when the stack is empty.
  nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    boundPath = nil
  }

  /// Creates a navigation stack with heterogeneous navigation state that you can control.
  ///
  /// - Parameters:
  ///   - path: A ``Binding`` to the navigation state for this stack.
  ///   - root: The view to display when the stack is empty.
  nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    boundPath = NavigationPathAccess(
      values: { path.wrappedValue.elements },
      append: { path.wrappedValue.elements.append($0); return true },
      removeLast: { path.wrappedValue.elements.removeLast($0) }
    )
  }

  /// Creates a navigation stack with homogeneous navigation state that you can control.
  ///
  /// - Parameters:
  ///   - path: A ``Binding`` to the navigation state for this stack.
  ///   - root: The view to display when the stack is empty.
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    self.root = root()
    boundPath = NavigationPathAccess(
      values: { path.wrappedValue.map { AnyHashable($0) } },
      append: { value in
        guard let element = value.base as? Data.Element else { return false }
        path.wrappedValue.append(element)
        return true
      },
      removeLast: { path.wrappedValue.removeLast($0) }
    )
  }
}

/// Reads and changes a bound path without knowing its type.
struct NavigationPathAccess {
  let values: () -> [AnyHashable]
  /// Appends a value; `false` when it is not of the path's element type.
  let append: (AnyHashable) -> Bool
  let removeLast: (Int) -> Void
}

/// A view pushed without a value: by `NavigationLink(destination:)` or
/// `navigationDestination(isPresented:)`.
@MainActor
final class ViewPush {
  let key: AnyHashable
  var view: AnyView
  /// Makes the source of truth say "popped" (`isPresented` becomes `false`).
  let onPop: (() -> Void)?

  init(key: AnyHashable, view: AnyView, onPop: (() -> Void)?) {
    self.key = key
    self.view = view
    self.onPop = onPop
  }
}

/// What a mounted navigation stack keeps: its own path, the pushed views, the destinations
/// declared inside it, and the objects its screens' `dismiss` actions call.
@MainActor
final class NavigationStackState {
  weak var node: Node?
  var ownPath: [AnyHashable] = []
  var viewPushes: [ViewPush] = []
  var access: NavigationPathAccess?
  /// `navigationDestination(for:)` declarations by data type.
  var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
  var destinationTypeNames: [ObjectIdentifier: String] = [:]
  var dismissTargets: [DismissTarget] = []
  /// The stack node's ``Node/inputsVersion`` at its last render (-1: never rendered).
  var renderedInputsVersion = -1
  private var pushCounter = 0

  var pathValues: [AnyHashable] { access?.values() ?? ownPath }

  /// The number of pushed screens.
  var depth: Int { pathValues.count + viewPushes.count }

  func push(_ value: AnyHashable) -> Bool {
    if let access {
      guard access.append(value) else { return false }
    } else {
      ownPath.append(value)
    }
    node?.invalidate()
    if let node { node.graph.crawlLedger?.pushes.append((self, depth)) }
    return true
  }

  func push(view: AnyView) {
    pushCounter += 1
    viewPushes.append(ViewPush(key: "view \(pushCounter)", view: view, onPop: nil))
    node?.invalidate()
    if let node { node.graph.crawlLedger?.pushes.append((self, depth)) }
  }

  /// Pops screens until `depth` are left.
  func pop(toDepth depth: Int) {
    var excess = self.depth - depth
    guard excess > 0 else { return }
    while excess > 0, let push = viewPushes.last {
      viewPushes.removeLast()
      push.onPop?()
      excess -= 1
    }
    if excess > 0 {
      if let access { access.removeLast(excess) } else { ownPath.removeLast(excess) }
    }
    node?.invalidate()
  }

  /// The object the `dismiss` action of the screen at `depth` calls (stable across updates).
  func dismissTarget(forDepth depth: Int) -> DismissTarget {
    while dismissTargets.count < depth { dismissTargets.append(DismissTarget()) }
    let target = dismissTargets[depth - 1]
    target.action = { [weak self] in self?.pop(toDepth: depth - 1) }
    return target
  }

  func destination(for value: AnyHashable) -> AnyView? {
    destinations[ObjectIdentifier(type(of: value.base))]?(value)
  }
}

extension NavigationStack: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {
    let state = node.storage(NavigationStackState.init)
    state.node = node
    state.access = boundPath
    // Rendering again with the value it rendered last (a push, a pop: the stack's own state),
    // the stack hands its root content the value it had: SwiftUI does not evaluate the root's
    // views again for a change they do not depend on.
    let keepsRoot = state.renderedInputsVersion == node.inputsVersion
    state.renderedInputsVersion = node.inputsVersion
    var elements = [ChildElement(key: "root", view: root.navigationScreenContent(), keepsValue: keepsRoot)]
    let values = state.pathValues
    for (index, value) in values.enumerated() {
      elements.append(ChildElement(
        key: ScreenKey(depth: index + 1, value: value),
        view: NavigationScreen(state: state, depth: index + 1, content: .value(value))
      ))
    }
    for (offset, push) in state.viewPushes.enumerated() {
      let depth = values.count + offset + 1
      elements.append(ChildElement(
        key: ScreenKey(depth: depth, value: push.key),
        view: NavigationScreen(state: state, depth: depth, content: .view(push))
      ))
    }
    // Only the top screen is shown: the screens inserted below it (a path set several values
    // at once) start covered and never appear until a pop reveals them.
    for index in elements.indices.dropLast() { elements[index].startsCovered = true }
    // Popping: the screen the pop reveals appears before the popped screens disappear (they
    // are removed by the reconciliation), the order a push has too.
    if let top = elements.last, let revealed = node.children.first(where: { $0.key == top.key }) {
      graph.reveal(revealed)
    }
    graph.reconcileChildren(of: node, elements)
    // Pushing: the pushed screen appeared when it was inserted (rendered); the screen it
    // covers disappears after it.
    graph.afterChildren {
      for screen in node.children.dropLast() { graph.cover(screen) }
      if let top = node.children.last { graph.reveal(top) }
    }
  }

  func describe(_ node: Node) -> String? {
    "NavigationStack(depth: \(node.children.count - 1))"
  }
}

/// The identity of a pushed screen: its depth and what it shows.
private struct ScreenKey: Hashable {
  let depth: Int
  let value: AnyHashable
}

/// Lets the host find a navigation stack and its state.
@MainActor
protocol NavigationStackProtocol {}

extension NavigationStack: NavigationStackProtocol {}

extension NavigationStack: ScreenFiltering {
  func screenChildren(of node: Node) -> [Node] { node.children.last.map { [$0] } ?? [] }
}

@available(*, unavailable)
extension NavigationStack: Sendable {}

/// One pushed screen: the destination of a path value (looked up when it renders, after the
/// screens below it declared their destinations), or a pushed view.
@MainActor
struct NavigationScreen: View {
  typealias Body = Never
  enum Content {
    case value(AnyHashable)
    case view(ViewPush)
  }

  let state: NavigationStackState
  let depth: Int
  let content: Content
}

extension NavigationScreen: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {
    let view: AnyView? = switch content {
    case .value(let value): state.destination(for: value)
    case .view(let push): push.view
    }
    guard let view else {
      graph.reconcileChildren(of: node, [])
      return
    }
    let root = PresentationRoot(
      kind: .presentation, target: state.dismissTarget(forDepth: depth), content: view.navigationScreenContent())
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: root)])
  }

  func describe(_ node: Node) -> String? {
    switch content {
    case .value(let value): "[pushed \(spelled(value.base))]"
    case .view: "[pushed view]"
    }
  }
}

extension Node {
  /// The navigation stack this node is in (not crossing presentations), with its node.
  var enclosingNavigationStack: (node: Node, state: NavigationStackState)? {
    var current: Node? = self
    while let node = current {
      if node.view is NavigationStackProtocol, let state = node.primitiveStorage as? NavigationStackState {
        return (node, state)
      }
      if node.role != .none { return nil }
      current = node.parent
    }
    return nil
  }
}
