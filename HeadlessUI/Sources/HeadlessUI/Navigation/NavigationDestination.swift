extension View {
  /// Associates a destination view with a presented data type for use within a navigation
  /// stack.
  ///
  /// Declared anywhere inside a `NavigationStack` (its root or a pushed view), it tells the
  /// stack how to show path values of type `D`.
  ///
  /// ```swift
  /// .navigationDestination(for: Post.self) { post in PostDetail(post: post) }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The type of data that this destination matches.
  ///   - destination: A view builder that defines a view to display when the stack's navigation
  ///     state contains a value of type `data`. The closure takes one argument, which is the value
  ///     of the data to present.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D: Hashable, C: View {
    modifier(NavigationDestinationModifier(
      typeName: "\(D.self)", type: ObjectIdentifier(D.self),
      make: { value in (value.base as? D).map { AnyView(destination($0)) } }
    ))
  }

  /// Associates a destination view with a binding that can be used to push the view onto a
  /// `NavigationStack`: while `isPresented` is `true` the view is pushed; popping it sets
  /// `isPresented` to `false`.
  ///
  /// - Parameters:
  ///   - isPresented: A binding to a Boolean value that indicates whether `destination` is
  ///     currently presented.
  ///   - destination: A view to present.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View where V: View {
    modifier(PresentedDestinationModifier(isPresented: isPresented, destination: AnyView(destination())))
  }
}

/// Registers a destination for a data type in the enclosing stack.
nonisolated struct NavigationDestinationModifier: ViewModifier {
  typealias Body = Never
  let typeName: String
  let type: ObjectIdentifier
  let make: (AnyHashable) -> AnyView?
}

@MainActor
extension NavigationDestinationModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    if let (_, state) = node.enclosingNavigationStack {
      state.destinations[type] = make
      state.destinationTypeNames[type] = typeName
    }
    passThrough(content, node, in: graph)
  }

  func describe() -> String { ".navigationDestination(for: \(typeName).self)" }
}

/// Pushes a view on the enclosing stack while a binding is `true`.
nonisolated struct PresentedDestinationModifier: ViewModifier {
  typealias Body = Never
  let isPresented: Binding<Bool>
  let destination: AnyView
}

@MainActor
extension PresentedDestinationModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
    // After the content: destinations inside it push first, as they are rendered first.
    graph.afterChildren { pushOrPop(at: node) }
  }

  private func pushOrPop(at node: Node) {
    guard let (_, state) = node.enclosingNavigationStack else { return }
    let key = AnyHashable("destination \(node.serial)")
    let existing = state.viewPushes.first { $0.key == key }
    if isPresented.wrappedValue {
      if let existing {
        existing.view = destination
      } else {
        let binding = isPresented
        state.viewPushes.append(ViewPush(key: key, view: destination, onPop: { binding.wrappedValue = false }))
        state.node?.invalidate()
      }
    } else if existing != nil {
      state.viewPushes.removeAll { $0.key == key }
      state.node?.invalidate()
    }
  }

  func describe() -> String { ".navigationDestination(isPresented: \(isPresented.wrappedValue))" }
}

extension View {
  /// Configures the view's title for purposes of navigation, using a localized string (recorded
  /// as the `navigationTitle` attribute; ``HostedNavigationStack/title`` reads the top
  /// screen's).
  ///
  /// ```swift
  /// // Fragment
  /// List { … }.navigationTitle("Feed")
  /// ```
  ///
  /// - Parameter titleKey: A key to a localized description of this view to display in the
  ///   navigation bar.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    attribute("navigationTitle", Text(titleKey).string.debugDescription)
  }

  /// Configures the view's title for purposes of navigation, using a string.
  ///
  /// - Parameter title: A title for this view to display in the navigation bar (not localized).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @_disfavoredOverload
  nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
    attribute("navigationTitle", String(title).debugDescription)
  }

  /// Configures the view's title for purposes of navigation.
  ///
  /// - Parameter title: A title for this view to display in the navigation bar.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func navigationTitle(_ title: Text) -> some View {
    attribute("navigationTitle", title.string.debugDescription)
  }

  /// Configures the title display mode for this view (recorded as the
  /// `navigationBarTitleDisplayMode` attribute).
  ///
  /// - Parameter displayMode: The style to use for displaying the title.
  @available(iOS 14.0, watchOS 8.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    attribute("navigationBarTitleDisplayMode", ".\(displayMode)")
  }

  /// Hides the navigation bar back button for the view (recorded as the
  /// `navigationBarBackButtonHidden` attribute).
  ///
  /// - Parameter hidesBackButton: A Boolean value that indicates whether to hide the back button.
  ///   The default value is `true`.
  @available(iOS 13.0, macOS 13.0, tvOS 13.0, watchOS 6.0, *)
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    attribute("navigationBarBackButtonHidden", "\(hidesBackButton)")
  }
}

/// A configuration for a navigation bar that represents a view at the top of a navigation
/// stack.
@available(iOS 14.0, watchOS 8.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
public struct NavigationBarItem: Sendable {
  /// A style for displaying the title of a navigation bar.
  public enum TitleDisplayMode: Sendable {
    /// Inherit the display mode from the previous navigation item.
    case automatic
    /// Display the title within the standard bounds of the navigation bar.
    case inline
    /// Display a large title within an expanded navigation bar.
    case large
  }
}
