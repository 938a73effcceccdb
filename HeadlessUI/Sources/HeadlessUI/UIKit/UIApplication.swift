import Foundation

/// UIKit's app object, as a file that imports only SwiftUI sees it on iOS: the shared instance
/// opens URLs by recording them, for a test to read.
///
/// HeadlessUI has no system to hand a URL to: ``open(_:options:completionHandler:)`` records the
/// URL in ``openedURLs`` (a HeadlessUI addition, not UIKit's) and reports success.
/// `UIApplication.openSettingsURLString` is UIKit's string, so a test can tell the Settings link
/// from others. The rest of UIKit's app object (its delegate, scenes, state) is not declared.
///
/// ```swift
/// // Fragment
/// Button("Open Settings") {
///   UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
/// }
/// ```
@MainActor @preconcurrency
open class UIApplication: UIResponder {
  /// The URLs the app asked to open, in order (HeadlessUI's record, not UIKit's API). The app
  /// object is one per process, as on iOS: tests running side by side share it.
  public private(set) var openedURLs: [URL] = []

  private override init() {
    super.init()
  }

  /// The singleton app instance.
  public class var shared: UIApplication { sharedApplication }

  private static let sharedApplication = UIApplication()

  /// The URL string you use to deep link to your app's custom settings in the Settings app.
  @available(iOS 8.0, *)
  nonisolated public static let openSettingsURLString: String = "app-settings:"

  /// Keys that you use to open external URLs.
  @available(iOS 10.0, *)
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public let rawValue: String

    /// Creates a key from its string.
    ///
    /// - Parameter rawValue: The key's string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// An option that opens the URL only if it's a valid universal link with an app configured
    /// to open it.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Returns a Boolean value that indicates whether an app is available to handle a URL scheme
  /// (HeadlessUI: `true` for any URL with a scheme).
  ///
  /// - Parameter url: A URL.
  /// - Returns: Whether the URL has a scheme.
  open func canOpenURL(_ url: URL) -> Bool {
    url.scheme != nil
  }

  /// Attempts to asynchronously open the resource at the specified URL: HeadlessUI records it in
  /// ``openedURLs`` and calls `completion` with `true` on the main queue, later.
  ///
  /// - Parameters:
  ///   - url: The URL to open.
  ///   - options: Options to use when opening the URL (not recorded).
  ///   - completion: The closure to call with whether the URL was opened.
  @available(iOS 10.0, *)
  open func open(
    _ url: URL,
    options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    openedURLs.append(url)
    guard let completion else { return }
    Task { @MainActor in completion(true) }
  }

  /// Attempts to open the resource at the specified URL: HeadlessUI records it in
  /// ``openedURLs`` and returns `true`.
  ///
  /// - Parameters:
  ///   - url: The URL to open.
  ///   - options: Options to use when opening the URL (not recorded).
  /// - Returns: Whether the URL was opened.
  @available(iOS 10.0, *)
  open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    openedURLs.append(url)
    return true
  }
}
