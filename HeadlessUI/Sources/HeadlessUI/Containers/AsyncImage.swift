import Foundation

/// A view that asynchronously loads and displays an image.
///
/// HeadlessUI loads nothing: each mounted image starts in the ``AsyncImagePhase/empty`` phase
/// (showing its placeholder) and stays there until a test completes the load —
/// ``HostedView/completeImageLoad(with:)`` gives it an image (``AsyncImagePhase/success(_:)``),
/// ``HostedView/failImageLoad(with:)`` an error (``AsyncImagePhase/failure(_:)``). A new URL
/// starts a new load (back to `.empty`). Find one with ``HostedView/asyncImage(url:)``.
///
/// ```swift
/// // Fragment
/// AsyncImage(url: product.imageURL) { image in
///   image.resizable().scaledToFit()
/// } placeholder: {
///   ProgressView()
/// }
/// ```
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency
public struct AsyncImage<Content>: View where Content: View {
  public typealias Body = Never

  internal let url: URL?
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: (AsyncImagePhase) -> any View

  /// Loads and displays an image from the specified URL (nothing until it loads or when it
  /// fails: SwiftUI shows a gray placeholder there).
  ///
  /// - Parameters:
  ///   - url: The URL of the image to display.
  ///   - scale: The scale to use for the image. The default is `1`.
  nonisolated public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.url = url
    self.content = { phase in phase.image.map { $0 as any View } ?? EmptyView() }
  }

  /// Loads and displays a modifiable image from the specified URL using a custom placeholder
  /// until the image loads.
  ///
  /// - Parameters:
  ///   - url: The URL of the image to display.
  ///   - scale: The scale to use for the image. The default is `1`.
  ///   - content: A closure that takes the loaded image as an input, and returns the view to
  ///     show.
  ///   - placeholder: A closure that returns the view to show until the load operation
  ///     completes successfully.
  nonisolated public init<I, P>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P>, I: View, P: View {
    self.url = url
    self.content = { phase in phase.image.map { content($0) as any View } ?? placeholder() }
  }

  /// Loads and displays a modifiable image from the specified URL in phases.
  ///
  /// - Parameters:
  ///   - url: The URL of the image to display.
  ///   - scale: The scale to use for the image. The default is `1`.
  ///   - transaction: The transaction to use when the phase changes.
  ///   - content: A closure that takes the load phase as an input, and returns the view to
  ///     display for the specified phase.
  nonisolated public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.content = { content($0) }
  }
}

/// The current phase of the asynchronous image loading operation.
///
/// ```swift
/// // Fragment
/// switch phase {
/// case .empty: ProgressView()
/// case .success(let image): image.resizable()
/// case .failure: Image(systemName: "photo")
/// @unknown default: EmptyView()
/// }
/// ```
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum AsyncImagePhase: Sendable {
  /// No image is loaded.
  case empty
  /// An image successfully loaded.
  case success(Image)
  /// An image failed to load with an error.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error that occurred when attempting to load an image, if any.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// The phase of one mounted async image and the URL it is for.
@MainActor
final class AsyncImageLoad {
  var url: URL?
  var phase = AsyncImagePhase.empty

  init(url: URL?) { self.url = url }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AsyncImage: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {
    let load = node.storage { AsyncImageLoad(url: url) }
    if load.url != url {
      load.url = url
      load.phase = .empty
    }
    graph.reconcileChildren(of: node, [ChildElement(key: load.phase.key, view: content(load.phase))])
  }

  func describe(_ node: Node) -> String? {
    let phase = (node.primitiveStorage as? AsyncImageLoad)?.phase.key ?? "empty"
    return "AsyncImage(url: \(url?.absoluteString.debugDescription ?? "nil"), phase: .\(phase))"
  }
}

extension AsyncImagePhase {
  /// The phase's name, which is also the identity of the content it shows: a new phase
  /// replaces the views of the previous one.
  var key: String {
    switch self {
    case .empty: "empty"
    case .success: "success"
    case .failure: "failure"
    }
  }
}

/// Lets the host find async images without knowing their content type.
@MainActor
protocol AsyncImageProtocol {
  var url: URL? { get }
}

extension AsyncImage: AsyncImageProtocol {}

@available(*, unavailable)
extension AsyncImage: Sendable {}

extension HostedView {
  /// The one async image loading `url` in this subtree (on screen).
  ///
  /// - Parameter url: The URL the image loads.
  /// - Returns: The image's view, to ``completeImageLoad(with:)`` or ``failImageLoad(with:)``.
  /// - Throws: ``ViewHostError`` when there is none (listing the URLs there are) or several.
  public func asyncImage(url: URL?) throws -> HostedView {
    let images = try screenNodes { $0.view(as: AsyncImageProtocol.self) != nil }
    let urls = images.map { $0.view(as: AsyncImageProtocol.self)?.url }
    return try exactlyOne(images.filter { $0.view(as: AsyncImageProtocol.self)?.url == url }, what: "async images loading \(url?.absoluteString ?? "nil")") {
      "No async image loads \(url?.absoluteString ?? "nil"). Async images: \(ViewHostError.quotedList(urls.map { $0?.absoluteString ?? "nil" }))."
    }
  }

  /// The load phase of an async image: `"empty"`, `"success"` or `"failure"`; `nil` for other
  /// views.
  public var imageLoadPhase: String? {
    guard node.view(as: AsyncImageProtocol.self) != nil else { return nil }
    return (node.primitiveStorage as? AsyncImageLoad)?.phase.key ?? "empty"
  }

  /// Completes an async image's load with `image` (the ``AsyncImagePhase/success(_:)`` phase),
  /// then applies the updates.
  ///
  /// ```swift
  /// // Fragment
  /// try host.asyncImage(url: product.imageURL).completeImageLoad(with: Image("sneaker"))
  /// ```
  ///
  /// - Parameter image: The loaded image.
  /// - Throws: ``ViewHostError`` when this view is not an async image.
  public func completeImageLoad(with image: Image) throws {
    try setImagePhase(.success(image))
  }

  /// Ends an async image's load with `error` (the ``AsyncImagePhase/failure(_:)`` phase), then
  /// applies the updates.
  ///
  /// ```swift
  /// // Fragment
  /// try host.asyncImage(url: product.imageURL).failImageLoad(with: URLError(.notConnectedToInternet))
  /// ```
  ///
  /// - Parameter error: The error the load failed with.
  /// - Throws: ``ViewHostError`` when this view is not an async image.
  public func failImageLoad(with error: any Error) throws {
    try setImagePhase(.failure(error))
  }

  private func setImagePhase(_ phase: AsyncImagePhase) throws {
    try checkStillMounted()
    guard let image = node.view(as: AsyncImageProtocol.self) else {
      throw ViewHostError("\(node.summary) is not an async image.")
    }
    node.storage { AsyncImageLoad(url: image.url) }.phase = phase
    node.invalidate()
    try node.graph.update()
  }
}
