import Foundation
import HeadlessUI
import Testing

private struct ProductImage: View {
  let url: URL?
  var thumbnail = URL(string: "https://shop.example/p/42-small.jpg")

  var body: some View {
    AsyncImage(url: url) { phase in
      switch phase {
      case .empty: Text("loading")
      case .success(let image): image.accessibilityLabel("Product photo")
      case .failure(let error): Text("failed: \(error)")
      @unknown default: EmptyView()
      }
    }
    AsyncImage(url: thumbnail) { image in
      image.resizable()
    } placeholder: {
      Text("placeholder")
    }
  }
}

private struct Gallery: View {
  @State private var index = 1

  var body: some View {
    AsyncImage(url: URL(string: "https://shop.example/\(index).jpg")) { phase in
      if let image = phase.image { image } else { Text("loading") }
    }
    Button("Next") { index += 1 }
  }
}

private struct Offline: Error, CustomStringConvertible {
  var description: String { "offline" }
}

/// `AsyncImage` phases a test drives.
@MainActor @Suite struct AsyncImageTests {
  private let url = URL(string: "https://shop.example/p/42.jpg")

  // https://developer.apple.com/documentation/swiftui/asyncimagephase — empty: "No image is
  // loaded."; success: "An image succesfully loaded."; failure: "An image failed to load with
  // an error."
  @Test func anAsyncImageShowsTheEmptyPhaseUntilTheTestCompletesItsLoad() throws {
    let host = ViewHost(ProductImage(url: url))
    #expect(try host.find(text: "loading").isMounted)
    #expect(try host.find(text: "placeholder").isMounted)
    let first = try host.asyncImage(url: url)
    #expect(first.imageLoadPhase == "empty")
    try first.completeImageLoad(with: Image("sneaker"))
    #expect(first.imageLoadPhase == "success")
    #expect(try host.find(label: "Product photo").isMounted)
    #expect(host.findAll(text: "loading").isEmpty)
  }

  @Test func aFailedLoadShowsTheFailurePhaseWithItsError() throws {
    let host = ViewHost(ProductImage(url: url))
    let first = try host.asyncImage(url: url)
    try first.failImageLoad(with: Offline())
    #expect(try host.find(text: "failed: offline").isMounted)
  }

  @Test func aPlaceholderShowsUntilTheImageLoads() throws {
    let host = ViewHost(ProductImage(url: url))
    try host.asyncImage(url: URL(string: "https://shop.example/p/42-small.jpg")).completeImageLoad(with: Image("sneaker"))
    #expect(host.findAll(text: "placeholder").isEmpty)
  }

  // https://developer.apple.com/documentation/swiftui/asyncimage — the image "asynchronously
  // loads and displays an image" from its URL: another URL is another load, from the empty
  // phase.
  @Test func aNewURLStartsANewLoad() throws {
    let host = ViewHost(Gallery())
    try host.asyncImage(url: URL(string: "https://shop.example/1.jpg")).completeImageLoad(with: Image("one"))
    try host.button("Next").tap()
    #expect(try host.asyncImage(url: URL(string: "https://shop.example/2.jpg")).imageLoadPhase == "empty")
    #expect(try host.find(text: "loading").isMounted)
  }

  @Test func findingAnAsyncImageByAnotherURLListsTheURLs() throws {
    let host = ViewHost(ProductImage(url: url))
    #expect(throws: ViewHostError(#"No async image loads nil. Async images: "https://shop.example/p/42.jpg", "https://shop.example/p/42-small.jpg"."#)) {
      try host.asyncImage(url: nil)
    }
  }
}
