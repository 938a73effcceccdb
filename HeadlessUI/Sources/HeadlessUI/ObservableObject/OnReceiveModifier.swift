import Foundation
#if canImport(Combine)
  import Combine
#else
  @preconcurrency import OpenCombine
#endif

extension View {
  /// Adds an action to perform when this view detects data emitted by the given publisher.
  ///
  /// The view subscribes when it appears and cancels when it disappears; each value runs the
  /// action of the latest evaluation, on the main actor (Apple's `onReceive(_:perform:)`): at
  /// once when the value is sent there, on the main actor's next turn otherwise. An evaluation
  /// that gives another publisher (a new instance, or an unequal value) replaces the subscription.
  ///
  /// ```swift
  /// // Fragment
  /// Text(status).onReceive(model.$status) { status = $0 }
  /// ```
  ///
  /// - Parameters:
  ///   - publisher: the publisher to subscribe to.
  ///   - action: the action to perform with each value.
  nonisolated public func onReceive<P>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P: Publisher, P.Failure == Never {
    modifier(OnReceiveModifier(publisher: publisher, action: action))
  }
}

/// Subscribes its node to a publisher while mounted.
nonisolated struct OnReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
  typealias Body = Never
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) let publisher: P
  nonisolated(unsafe) let action: (P.Output) -> Void
}

/// The subscription of one mounted `onReceive` and the action of its latest evaluation.
@MainActor
final class ReceivedValues<P: Publisher> where P.Failure == Never {
  var action: (P.Output) -> Void
  private(set) var publisher: P
  private var cancellable: AnyCancellable?
  /// Set before subscribing (a publisher may send a value at once, as `@Published`'s does) and
  /// cleared when the view leaves.
  private var isActive = false

  init(publisher: P, action: @escaping (P.Output) -> Void) {
    self.publisher = publisher
    self.action = action
  }

  /// Subscribes to `publisher`, replacing the current subscription.
  func subscribe(to publisher: P) {
    cancellable?.cancel()
    self.publisher = publisher
    isActive = true
    // The subscription is only touched on the main actor: the sink hops there to deliver.
    let box = UncheckedBox(self)
    // `@Sendable`: a closure formed here would otherwise be main-actor isolated, and a value
    // sent from another thread would stop the program at the runtime isolation check.
    cancellable = publisher.sink { @Sendable value in
      // Handed over to the main actor, as SwiftUI delivers it; the sink keeps no reference.
      let value = UncheckedBox(value)
      MainActorHop.run { box.value.deliver(value.value) }
    }
  }

  /// Runs the latest action, unless the view left the hierarchy since the value was sent.
  func deliver(_ value: P.Output) {
    guard isActive else { return }
    action(value)
  }

  /// Ends the subscription: values in flight no longer run the action.
  func cancel() {
    isActive = false
    cancellable?.cancel()
    cancellable = nil
  }
}

@MainActor
extension OnReceiveModifier: PrimitiveModifier {
  /// Subscribes when the view appears; a later evaluation updates the action, and subscribes
  /// anew when it gives another publisher (compared as SwiftUI compares view inputs: an
  /// `Equatable` publisher by `==`, a class instance by identity, a struct field by field).
  func render(content: any View, node: Node, in graph: ViewGraph) {
    if let received = node.primitiveStorage as? ReceivedValues<P> {
      received.action = action
      if !ValueComparison.areEqual(received.publisher, publisher) {
        received.subscribe(to: publisher)
      }
    } else {
      let received = ReceivedValues(publisher: publisher, action: action)
      node.primitiveStorage = received
      received.subscribe(to: publisher)
    }
    passThrough(content, node, in: graph)
  }

  func unmount(_ node: Node, in graph: ViewGraph) {
    (node.primitiveStorage as? ReceivedValues<P>)?.cancel()
    node.primitiveStorage = nil
  }

  func describe() -> String { ".onReceive(\(P.self))" }
}

/// Carries a value across an isolation boundary the caller knows is safe; each use says why at
/// its site.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
