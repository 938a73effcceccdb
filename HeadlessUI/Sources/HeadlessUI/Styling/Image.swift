import Foundation

/// A view that displays an image (HeadlessUI records its name; it loads nothing).
///
/// Host queries see an image through its accessibility label when it has one
/// (`Image(systemName: "trash").accessibilityLabel("Delete")`).
///
/// ```swift
/// Image(systemName: "star.fill")
/// Image("avatar").resizable().scaledToFit()
/// ```
@frozen
public struct Image: Equatable, Sendable {
  internal let name: String
  /// The symbol's name, for an image made with `init(systemName:)`.
  internal var systemName: String?
  internal var modifiers: [String] = []

  internal init(name: String) {
    self.name = name
  }

  /// Creates a labeled image that you can use as content for controls.
  ///
  /// - Parameters:
  ///   - name: The name of the image resource to lookup, as well as the localization key with which
  ///     to label the image.
  ///   - bundle: The bundle to search for the image resource and localization content (ignored by
  ///     HeadlessUI, which records the name). If `nil`, the app's main bundle is used.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(name: name.debugDescription)
  }

  /// Creates a system symbol image.
  ///
  /// - Parameter systemName: The name of the system symbol image. Use the SF Symbols app to look up
  ///   the names of system symbol images.
  @available(macOS 11.0, *)
  public init(systemName: String) {
    self.init(name: "systemName: \(systemName.debugDescription)")
    self.systemName = systemName
  }

  /// Creates an unlabeled, decorative image.
  ///
  /// - Parameters:
  ///   - name: The name of the image resource to lookup.
  ///   - bundle: The bundle to search for the image resource (ignored by HeadlessUI, which records
  ///     the name). If `nil`, the app's main bundle is used.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(name: "decorative: \(name.debugDescription)")
  }

  /// The modes that SwiftUI uses to resize an image to fit within its containing view.
  public enum ResizingMode: Sendable, Hashable {
    /// A mode to repeat the image at its original size, as many times as necessary to fill
    /// the available space.
    case tile
    /// A mode to enlarge or reduce the size of an image so that it fills the available space.
    case stretch
  }

  /// Sets the mode by which SwiftUI resizes an image to fit its space.
  ///
  /// - Parameters:
  ///   - capInsets: When resizing, the insets of the image define the parts that stay their
  ///     original size (not recorded by HeadlessUI).
  ///   - resizingMode: The mode by which SwiftUI resizes the image (not recorded by HeadlessUI).
  /// - Returns: The image, marked resizable.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
    var image = self
    image.modifiers.append(".resizable()")
    return image
  }

  /// The image's line in the tree dump: `Image(systemName: "star")`.
  internal var summary: String { "Image(\(name))\(modifiers.joined())" }
}

extension Image: View {
  public typealias Body = Never
}

extension Image: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {}

  func describe(_ node: Node) -> String? { summary }
}
