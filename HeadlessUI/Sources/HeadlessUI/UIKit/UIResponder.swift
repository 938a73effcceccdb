import Foundation

/// UIKit's base for objects that respond to events: declared so that an app's `UIView` and
/// `UIViewController` subclasses compile. HeadlessUI delivers no event to it.
///
/// ```swift
/// // Fragment
/// final class Canvas: UIView {}
/// ```
@MainActor @preconcurrency
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }
}
