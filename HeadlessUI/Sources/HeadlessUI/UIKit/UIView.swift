import Foundation

/// UIKit's view, the type a ``UIViewRepresentable`` makes: HeadlessUI gives it a frame and its
/// subviews, and draws and lays out nothing.
///
/// UIKit's concrete views (`UILabel`, `UITextView`, `WKWebView`…) are not declared: a file that
/// uses them guards them with `#if canImport(UIKit)`.
///
/// ```swift
/// // Fragment
/// final class Spinner: UIView {}
/// ```
@MainActor @preconcurrency
open class UIView: UIResponder {
  /// The frame rectangle, in its superview's coordinate system (recorded, never laid out).
  open var frame: CGRect
  /// The view's subviews, in the order they were added.
  open private(set) var subviews: [UIView] = []
  /// The receiver's superview, or `nil` if it has none.
  open private(set) weak var superview: UIView?

  /// Creates a view with the specified frame rectangle.
  ///
  /// - Parameter frame: The frame rectangle for the view.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Creates a view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Creates a view from data in an unarchiver (HeadlessUI decodes nothing: the frame is zero).
  ///
  /// - Parameter coder: An unarchiver object.
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  /// Adds a view to the end of the receiver's list of subviews.
  ///
  /// - Parameter view: The view to be added.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Unlinks the view from its superview.
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }
}

/// UIKit's view controller, the type a ``UIViewControllerRepresentable`` makes: HeadlessUI gives
/// it a root view and presents nothing.
///
/// UIKit's concrete controllers (`UIImagePickerController`, `UIActivityViewController`…) are not
/// declared: a file that uses them guards them with `#if canImport(UIKit)`.
///
/// ```swift
/// // Fragment
/// final class ScannerController: UIViewController {}
/// ```
@MainActor @preconcurrency
open class UIViewController: UIResponder {
  private var loadedView: UIView?

  /// Creates a view controller with no nib.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The name of the nib file (HeadlessUI loads no nib).
  ///   - nibBundleOrNil: The bundle of the nib file.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a view controller with no nib.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a view controller from data in an unarchiver (HeadlessUI decodes nothing).
  ///
  /// - Parameter coder: An unarchiver object.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The view that the controller manages, made by ``loadView()`` on first access.
  open var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        viewDidLoad()
      }
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Creates the view that the controller manages (by default, an empty ``UIView``).
  open func loadView() {
    loadedView = UIView()
  }

  /// Called after the controller's view is loaded into memory.
  open func viewDidLoad() {}
}
