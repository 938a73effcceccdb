import HeadlessUI
import HierarchyResponder

// A parent re-evaluated with nothing changed for its children: each tap of "Tick" changes the
// parent's own state, so its body makes its 100 rows' modifier values again (100 modifier inits).
// Each row's modifier holds a closure, which SwiftUI's update rule counts as changed, so each
// modifier's `body(content:)` runs again too: init + body, 100 times per tap.
//
// - `.responders`: each row is `Text(…).handleEvent(Like.self) { … }` (the library's modifier).
// - `.plain`: each row is `Text(…).modifier(PlainModifier { … })`, a modifier that keeps an object
//   with `@StateObject` and does nothing else: the cost an app pays for any per-instance storage.
//
// Shared by the `ModifierReevaluation` benchmark and its callgrind driver, so both measure the
// same work.

/// The event the rows' responders handle.
public struct Like: Event {
  public init() {}
}

/// What each row carries.
public enum RowModifier: String, CaseIterable, Sendable {
  case responders
  case plain
}

/// The object a plain modifier keeps.
final class PlainObject: ObservableObject {}

/// A modifier that keeps an object with `@StateObject` and a closure, and adds nothing.
struct PlainModifier: ViewModifier {
  @StateObject private var object = PlainObject()
  let action: () -> Void

  func body(content: Content) -> some View {
    content
  }
}

/// How many rows (modifiers) the parent has.
public let modifierRowCount = 100

struct ModifierParent: View {
  @State private var ticks = 0
  let rows: RowModifier

  var body: some View {
    VStack {
      Button("Tick") { ticks += 1 }
      ForEach(0..<modifierRowCount, id: \.self) { row in
        switch rows {
        case .responders: Text("Row \(row)").handleEvent(Like.self) { _ in }
        case .plain: Text("Row \(row)").modifier(PlainModifier {})
        }
      }
    }
  }
}

/// A mounted parent whose "Tick" button re-evaluates it.
@MainActor
public final class ModifierTree: Sendable {
  let host: ViewHost
  let tick: HostedView

  /// Mounts a parent whose rows carry `rows`.
  public init(_ rows: RowModifier) {
    host = ViewHost(ModifierParent(rows: rows))
    tick = try! host.button("Tick")
  }

  /// One re-evaluation of the parent: `modifierRowCount` modifier inits and bodies.
  @inline(never)
  public func reevaluate() {
    try! tick.tap()
  }
}
