import Foundation

/// UIKit's screen, as a file that imports only SwiftUI sees it on iOS: the main screen's bounds
/// are HeadlessUI's fixed portrait phone size, the size a `GeometryReader` reports by default.
///
/// There is one screen and it never rotates; the rest of UIKit's screen (modes, brightness,
/// notifications) is not declared.
///
/// ```swift
/// // Fragment
/// let isSmallScreen = UIScreen.main.bounds.height <= 667
/// ```
@MainActor @preconcurrency
open class UIScreen: NSObject {
  /// The size HeadlessUI gives the screen: 390 × 844 points, portrait.
  nonisolated static let headlessSize = CGSize(width: 390, height: 844)

  private override init() {
    super.init()
  }

  /// Returns the screen object representing the device's screen.
  open class var main: UIScreen { mainScreen }

  private static let mainScreen = UIScreen()

  /// The bounding rectangle of the screen, measured in points (HeadlessUI: origin zero,
  /// 390 × 844).
  open var bounds: CGRect { CGRect(origin: .zero, size: Self.headlessSize) }

  /// The natural scale factor associated with the screen (HeadlessUI: 3, a Retina phone's).
  open var scale: CGFloat { 3 }
}
