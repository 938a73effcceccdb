import Foundation

/// UIKit's image object, as a file that imports only SwiftUI sees it on iOS: a recorded source
/// for `Image(uiImage:)`.
///
/// HeadlessUI decodes and draws nothing: a `UIImage` records where it came from
/// (`UIImage(named: "avatar")`, `UIImage(data: 1024 bytes)`), and an `Image` made from it reports
/// that in the tree dump.
///
/// ```swift
/// // Fragment
/// if let photo = UIImage(data: data) { Image(uiImage: photo).resizable() }
/// ```
@available(iOS 2.0, watchOS 2.0, *)
// Unchecked because an open class cannot be checked Sendable (UIKit declares it
// NS_SWIFT_SENDABLE). Invariant: its only stored property, `source`, is a `let`, so an
// instance never changes after init and may be read from any thread.
open class UIImage: NSObject, @unchecked Sendable {
  /// Where the image came from, as it is reported.
  internal let source: String

  internal init(source: String) {
    self.source = source
    super.init()
  }

  /// Creates an image object from an image asset or file (HeadlessUI records the name and never
  /// returns `nil`).
  ///
  /// - Parameter name: The name of the image asset or file.
  public convenience init?(named name: String) {
    self.init(source: "UIImage(named: \(name.debugDescription))")
  }

  /// Creates an image object that contains a system symbol image (HeadlessUI records the name
  /// and never returns `nil`).
  ///
  /// - Parameter name: The name of the system symbol image.
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  public convenience init?(systemName name: String) {
    self.init(source: "UIImage(systemName: \(name.debugDescription))")
  }

  /// Creates an image object from the specified data (HeadlessUI decodes nothing: it returns
  /// `nil` for empty data only).
  ///
  /// - Parameter data: The data of an image file.
  public convenience init?(data: Data) {
    guard !data.isEmpty else { return nil }
    self.init(source: "UIImage(data: \(data.count) bytes)")
  }

  /// Creates an image object from the file at the specified path (HeadlessUI reads nothing: it
  /// returns `nil` when no file is there).
  ///
  /// - Parameter path: The path to the file.
  public convenience init?(contentsOfFile path: String) {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    self.init(source: "UIImage(contentsOfFile: \(path.debugDescription))")
  }

  /// Where the image came from, as a test reads it.
  open override var description: String { source }
}

extension Image {
  /// Creates a SwiftUI image from a UIKit image instance (HeadlessUI records the UIKit image's
  /// source: `Image(uiImage: UIImage(named: "avatar")!)` reports `UIImage(named: "avatar")`).
  ///
  /// - Parameter uiImage: The UIKit image to wrap with a SwiftUI ``Image`` instance.
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  public init(uiImage: UIImage) {
    self.init(name: "uiImage: \(uiImage.source)")
  }
}
