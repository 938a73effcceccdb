import Foundation

/// A control for navigating to a URL.
///
/// Tapping it in a ``ViewHost`` (it is found like a button: `host.button("Terms")`) calls the
/// environment's `openURL` action with its destination; by default the host records the URL
/// (``ViewHost/openedURLs``).
///
/// ```swift
/// // Fragment
/// Link("Terms of Service", destination: termsURL)
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct Link<Label>: View where Label: View {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let label: Label
  internal let destination: URL

  /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
  ///
  /// - Parameters:
  ///   - destination: The URL for the link: tapping the link passes it to the environment's
  ///     `openURL` action.
  ///   - label: A view that describes the destination of the URL.
  nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Link where Label == Text {
  /// Creates a control, consisting of a URL and a title key, used to navigate to a URL.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the link's localized title, which describes the contents of the
  ///     linked URL.
  ///   - destination: The URL for the link: tapping the link passes it to the environment's
  ///     `openURL` action.
  nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// Creates a control, consisting of a URL and a title string, used to navigate to a URL.
  ///
  /// - Parameters:
  ///   - title: A string that describes the contents of the linked URL (not localized).
  ///   - destination: The URL for the link: tapping the link passes it to the environment's
  ///     `openURL` action.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, destination: URL) where S: StringProtocol {
    self.init(destination: destination) { Text(title) }
  }
}

extension Link: SingleChildPrimitive, ButtonProtocol {
  var child: any View { label }

  var role: ButtonRole? { nil }

  func trigger(from node: Node) throws {
    node.environment.openURL(destination)
  }

  func describe(_ node: Node) -> String? {
    "Link(\(node.title.debugDescription), destination: \(destination.absoluteString))"
  }
}

@available(*, unavailable)
extension Link: Sendable {}
