import Foundation
import SwiftUI

#if os(iOS)
  import UIKit
#elseif os(macOS)
  import AppKit
#endif

/// A scenario hosted in a real window: a hosting controller as the root of a key window, laid
/// out, as an app shows it.
///
/// The probes drive the scenario through its model, then ``settle(seconds:)`` lets SwiftUI apply
/// the update, run its actions and finish its transitions. On iOS the window is a `UIWindow`
/// made key and visible; on macOS an `NSWindow` ordered front and made key. Elsewhere (the Linux
/// apple-check, which type-checks the probes against Apple's shapes) nothing is hosted and
/// ``isAvailable`` is `false`.
@MainActor
final class ProbeWindow {
  /// Whether this platform hosts scenarios (iOS and macOS).
  nonisolated static var isAvailable: Bool {
    #if os(iOS) || os(macOS)
      return true
    #else
      return false
    #endif
  }

  /// Whether windows here have a key/main distinction a probe can switch (macOS).
  nonisolated static var hasSeveralKeyWindows: Bool {
    #if os(macOS)
      return true
    #else
      return false
    #endif
  }

  #if os(iOS)
    private let window: UIWindow
  #elseif os(macOS)
    private let window: NSWindow
  #endif

  /// Hosts `view` in a new key window and lays it out.
  init(_ view: some View) {
    #if os(iOS)
      let controller = UIHostingController(rootView: view)
      window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      controller.view.layoutIfNeeded()
    #elseif os(macOS)
      let controller = NSHostingController(rootView: view)
      window = NSWindow(
        contentRect: CGRect(x: 0, y: 0, width: 800, height: 600),
        styleMask: [.titled, .closable, .resizable], backing: .buffered, defer: false)
      window.isReleasedWhenClosed = false
      window.contentViewController = controller
      window.makeKeyAndOrderFront(nil)
      controller.view.layoutSubtreeIfNeeded()
    #endif
  }

  /// Runs the main run loop for `seconds`, so that SwiftUI applies pending updates, runs the
  /// actions they cause and finishes transition animations; then lays the window out again.
  func settle(seconds: Double = 0.6) async {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      Self.runMainLoop(until: min(deadline, Date().addingTimeInterval(0.02)))
      await Task.yield()
    }
    #if os(iOS)
      window.rootViewController?.view.layoutIfNeeded()
    #elseif os(macOS)
      window.contentViewController?.view.layoutSubtreeIfNeeded()
    #endif
  }

  /// Runs the main run loop (its sources, timers and the main queue) until `date`.
  private static func runMainLoop(until date: Date) {
    RunLoop.main.run(until: date)
  }

  /// Makes this window the key window (on macOS, as clicking it does).
  func makeKey() {
    #if os(iOS)
      window.makeKey()
    #elseif os(macOS)
      window.makeKeyAndOrderFront(nil)
    #endif
  }

  /// Takes the window off screen and releases its content.
  func close() {
    #if os(iOS)
      window.isHidden = true
      window.rootViewController = nil
    #elseif os(macOS)
      window.close()
      window.contentViewController = nil
    #endif
  }

  /// Lays `view` out in a hosting controller that is in no window, as the Testing article's
  /// Apple-platforms recipe does, and returns the controller (keep it while probing).
  static func layOutWithoutWindow(_ view: some View) -> AnyObject? {
    #if os(iOS)
      let controller = UIHostingController(rootView: view)
      controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      controller.view.layoutIfNeeded()
      return controller
    #elseif os(macOS)
      let hosting = NSHostingView(rootView: view)
      hosting.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      hosting.layoutSubtreeIfNeeded()
      return hosting
    #else
      return nil
    #endif
  }
}
