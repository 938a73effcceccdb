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
  internal var modifiers: [String] = []

  internal init(name: String) {
    self.name = name
  }

  /// Creates a labeled image that you can use as content for controls.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(name: name.debugDescription)
  }

  /// Creates a system symbol image.
  public init(systemName: String) {
    self.init(name: "systemName: \(systemName.debugDescription)")
  }

  /// Creates an unlabeled, decorative image.
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
