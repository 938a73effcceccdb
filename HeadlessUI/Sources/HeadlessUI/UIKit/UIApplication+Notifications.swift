import Foundation

/// The names of the notifications UIKit posts as the app changes state, as a file that imports
/// only SwiftUI sees them on iOS.
///
/// HeadlessUI declares the names only and never posts them (its host changes the scene phase,
/// ``ViewHost/setScenePhase(_:)``, which is what SwiftUI views read): a test that drives an app
/// observing one posts it itself.
///
/// ```swift
/// // Fragment
/// NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
/// ```
extension UIApplication {
  /// Posted shortly before an app leaves the background state on its way to becoming the active
  /// app.
  @available(iOS 4.0, *)
  nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")

  /// Posted when the app enters the background.
  @available(iOS 4.0, *)
  nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")

  /// Posted when the app becomes active.
  @available(iOS 2.0, *)
  nonisolated public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")

  /// Posted when the app is no longer active and loses focus.
  @available(iOS 2.0, *)
  nonisolated public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
}
