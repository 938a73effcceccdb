/// A view that controls a navigation presentation.
///
/// Tapping it in a ``ViewHost`` (it is found like a button: `host.button("Ada")`) pushes its
/// value (or its destination view) on the enclosing `NavigationStack`.
///
/// ```swift
/// // Fragment
/// NavigationLink("Profile", value: user)
/// NavigationLink { SettingsView() } label: { Label("Settings", systemImage: "gear") }
/// ```
@MainActor @preconcurrency
public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let label: Label
  nonisolated(unsafe) internal let target: Target

  enum Target {
    case value(AnyHashable?)
    case destination(Destination)
    /// Shown while the binding is true; the link sets it (iOS 13's `isActive:` links).
    case presented(Destination, Binding<Bool>)
  }

  nonisolated internal init(label: Label, target: Target) {
    self.label = label
    self.target = target
  }

  /// Creates a navigation link that presents the destination view.
  ///
  /// - Parameters:
  ///   - destination: A view for the navigation link to present.
  ///   - label: A view builder to produce a label describing the `destination` to present.
  nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(label: label(), target: .destination(destination()))
  }

  /// Creates a navigation link that presents the destination view.
  ///
  /// - Parameters:
  ///   - destination: A view for the navigation link to present.
  ///   - label: A view builder to produce a label describing the `destination` to present.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Pass a closure as the destination")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Pass a closure as the destination")
  nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(label: label(), target: .destination(destination))
  }

  /// Creates a navigation link that presents the destination view when active.
  ///
  /// Activating the link sets `isActive` to `true`; while it is `true` the enclosing navigation
  /// stack shows `destination` (as ``View/navigationDestination(isPresented:destination:)`` does),
  /// and going back sets it to `false`. An app may also set the binding itself, often on a link
  /// with an empty label.
  ///
  /// ```swift
  /// // Fragment
  /// Text("Home").background(NavigationLink(destination: Text("Detail"), isActive: $showsDetail) { EmptyView() })
  /// ```
  ///
  /// - Parameters:
  ///   - destination: A view for the navigation link to present.
  ///   - isActive: A binding to a Boolean value that indicates whether `destination` is
  ///     currently presented.
  ///   - label: A view builder to produce a label describing the `destination` to present.
  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  nonisolated public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.init(label: label(), target: .presented(destination, isActive))
  }
}

extension NavigationLink where Label == Text {
  /// Creates a navigation link that presents a destination view, with a text label that the
  /// link generates from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: A localized string key for creating a text label.
  ///   - destination: A view for the navigation link to present.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(label: Text(titleKey), target: .destination(destination()))
  }

  /// Creates a navigation link that presents a destination view, with a text label that the
  /// link generates from a title string.
  ///
  /// - Parameters:
  ///   - title: A string for creating a text label (not localized).
  ///   - destination: A view for the navigation link to present.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, @ViewBuilder destination: () -> Destination) where S: StringProtocol {
    self.init(label: Text(title), target: .destination(destination()))
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationLink where Destination == Never {
  /// Creates a navigation link that presents the view corresponding to a value.
  ///
  /// - Parameters:
  ///   - value: An optional value to present: the stack shows the view its
  ///     `navigationDestination(for:destination:)` for the value's type makes. When `nil`, the link
  ///     is inactive.
  ///   - label: A label that describes the view that this link presents.
  nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {
    self.init(label: label(), target: .value(value.map { AnyHashable($0) }))
  }

  /// Creates a navigation link that presents the view corresponding to a value, with a text
  /// label that the link generates from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: A localized string that describes the view that this link presents.
  ///   - value: An optional value to present: the stack shows the view its
  ///     `navigationDestination(for:destination:)` for the value's type makes. When `nil`, the link
  ///     is inactive.
  nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Hashable {
    self.init(label: Text(titleKey), target: .value(value.map { AnyHashable($0) }))
  }

  /// Creates a navigation link that presents the view corresponding to a value, with a text
  /// label that the link generates from a title string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the view that this link presents (not localized).
  ///   - value: An optional value to present: the stack shows the view its
  ///     `navigationDestination(for:destination:)` for the value's type makes. When `nil`, the link
  ///     is inactive.
  @_disfavoredOverload
  nonisolated public init<S, P>(_ title: S, value: P?) where Label == Text, S: StringProtocol, P: Hashable {
    self.init(label: Text(title), target: .value(value.map { AnyHashable($0) }))
  }
}

extension NavigationLink: SingleChildPrimitive, ButtonProtocol {
  var child: any View {
    guard case .presented(let destination, let isActive) = target else { return label }
    return label.navigationDestination(isPresented: isActive) { destination }
  }

  var role: ButtonRole? { nil }

  func trigger(from node: Node) throws {
    guard let (_, state) = node.enclosingNavigationStack else {
      throw ViewHostError("\(node.controlName) is not inside a NavigationStack: it cannot push.")
    }
    switch target {
    case .value(nil):
      return
    case .value(let value?):
      guard state.destinations[ObjectIdentifier(type(of: value.base))] != nil else {
        throw ViewHostError(
          "\(node.controlName) presents a value of type \(type(of: value.base)), but no navigationDestination(for: \(type(of: value.base)).self) is declared in its NavigationStack."
        )
      }
      guard state.push(value) else {
        throw ViewHostError("\(node.controlName) presents a value of type \(type(of: value.base)), which its NavigationStack's path cannot hold.")
      }
    case .destination(let destination):
      state.push(view: AnyView(destination))
    case .presented(_, let isActive):
      isActive.wrappedValue = true
    }
  }

  func describe(_ node: Node) -> String? {
    switch target {
    case .value(let value): "NavigationLink(\(node.title.debugDescription), value: \(spelled(value?.base)))"
    case .destination: "NavigationLink(\(node.title.debugDescription))"
    case .presented(_, let isActive): "NavigationLink(\(node.title.debugDescription), isActive: \(isActive.wrappedValue))"
    }
  }
}

@available(*, unavailable)
extension NavigationLink: Sendable {}
