import Foundation

extension View {
  /// Adds an action to perform when this view recognizes a long press gesture.
  ///
  /// Performed by ``HostedView/longPress()``: `onPressingChanged(true)`, then `action` (the
  /// press lasted `minimumDuration`), then `onPressingChanged(false)` (the finger lifts).
  ///
  /// ```swift
  /// // Fragment
  /// ProductCell(product: product).onLongPressGesture { favorites.add(product) }
  /// ```
  ///
  /// - Parameters:
  ///   - minimumDuration: The minimum duration of the long press that must elapse before the
  ///     gesture succeeds.
  ///   - maximumDistance: The maximum distance that the fingers or cursor performing the long
  ///     press can move before the gesture fails.
  ///   - action: The action to perform when a long press is recognized.
  ///   - onPressingChanged: A closure to run when the pressing state of the gesture changes,
  ///     passing the current state as a parameter.
  @available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
  @available(tvOS, unavailable)
  nonisolated public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants"): the actions run when the host performs the gesture.
    let actions = UncheckedBox((action, onPressingChanged))
    return modifier(GestureModifier(name: "onLongPressGesture(minimumDuration: \(minimumDuration))") { input in
      guard case .longPress = input else { return false }
      actions.value.1?(true)
      actions.value.0()
      actions.value.1?(false)
      return true
    })
  }

  /// Adds an action to perform when the user moves the pointer over or away from the view's
  /// frame (performed by ``HostedView/hover(_:)``).
  ///
  /// ```swift
  /// // Fragment
  /// Text("Help").onHover { isHovering = $0 }
  /// ```
  ///
  /// - Parameter action: The action to perform whenever the pointer enters or exits this view's
  ///   frame. If the pointer is in the view's frame, the `action` closure passes `true` as a
  ///   parameter; otherwise, `false`.
  @available(iOS 13.4, macOS 10.15, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
    modifier(HoverModifier(action: action))
  }

  /// Registers a handler to invoke in response to a URL that your app receives (the host's
  /// ``ViewHost/open(_:)``).
  ///
  /// Every handler on screen when the URL arrives runs, in tree order.
  ///
  /// ```swift
  /// // Fragment
  /// ContentView().onOpenURL { url in router.open(url) }
  /// ```
  ///
  /// - Parameter action: A function that takes a `URL` object as its parameter when delivering
  ///   the URL to the scene or window the view is in.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View {
    modifier(OpenURLHandlerModifier(action: action))
  }
}

/// `onHover`: runs its action when the host hovers its content.
nonisolated struct HoverModifier: ViewModifier {
  typealias Body = Never
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) let action: (Bool) -> Void
}

@MainActor
extension HoverModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
  }

  func describe() -> String { ".onHover" }
}

/// `onOpenURL`: runs its action with each URL the host opens.
nonisolated struct OpenURLHandlerModifier: ViewModifier {
  typealias Body = Never
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) let action: (URL) -> Void
}

@MainActor
extension OpenURLHandlerModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
  }

  func describe() -> String { ".onOpenURL" }
}
