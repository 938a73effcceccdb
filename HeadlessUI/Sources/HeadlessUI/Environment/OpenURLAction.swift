import Foundation

/// An action that opens a URL.
///
/// HeadlessUI opens nothing: in a ``ViewHost`` the default action (and a handler's
/// `.systemAction`) records the URL (``ViewHost/openedURLs``). Install your own with
/// `.environment(\.openURL, OpenURLAction { … })`.
///
/// ```swift
/// // Fragment
/// @Environment(\.openURL) private var openURL
/// Button("Help") { openURL(helpURL) }
/// ```
public struct OpenURLAction {
  internal let handler: @MainActor (URL) -> OpenURLAction.Result
  /// Where system actions are recorded (the host's list); `nil` outside a host.
  internal var system: OpenedURLs?
  /// Whether this is the default action (the host replaces it with one that records).
  internal var isDefault = false

  /// Creates an action that opens a URL.
  ///
  /// - Parameter handler: The closure to run for the URL: its result says whether it handled the
  ///   URL, discarded it, or asks the system to open it.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @preconcurrency
  public init(handler: @escaping @MainActor (URL) -> OpenURLAction.Result) {
    self.handler = handler
  }

  /// Opens a URL, following system conventions.
  ///
  /// - Parameter url: The URL to open.
  @MainActor @preconcurrency
  public func callAsFunction(_ url: URL) {
    _ = handle(url)
  }

  /// Asynchronously opens a URL, following system conventions.
  ///
  /// - Parameters:
  ///   - url: The URL to open.
  ///   - completion: A closure the method calls with `false` when the handler discarded the URL and
  ///     `true` otherwise.
  @MainActor @preconcurrency
  public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
    completion(handle(url))
  }

  @MainActor
  private func handle(_ url: URL) -> Bool {
    switch handler(url).kind {
    case .handled: return true
    case .discarded: return false
    case .systemAction(let target):
      system?.urls.append(target ?? url)
      return true
    }
  }

  /// The result of a custom open URL action.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public struct Result: Sendable {
    enum Kind: Sendable {
      case handled
      case discarded
      case systemAction(URL?)
    }

    let kind: Kind

    /// The handler opened the URL.
    public static let handled = Result(kind: .handled)
    /// The handler discarded the URL.
    public static let discarded = Result(kind: .discarded)
    /// The handler asks the system to open the original URL.
    public static let systemAction = Result(kind: .systemAction(nil))

    /// The handler asks the system to open the modified URL.
    ///
    /// - Parameter url: The URL the system opens instead of the original one (recorded in
    ///   ``ViewHost/openedURLs``).
    public static func systemAction(_ url: URL) -> Result {
      Result(kind: .systemAction(url))
    }
  }
}

@available(*, unavailable)
extension OpenURLAction: Sendable {}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction {
    var action = OpenURLAction(handler: { _ in .systemAction })
    action.isDefault = true
    return action
  }
}

extension EnvironmentValues {
  /// An action that opens a URL (by default, records it: ``ViewHost/openedURLs``).
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}

/// The URLs a host's system opened, in order.
@MainActor
final class OpenedURLs {
  var urls: [URL] = []
}
