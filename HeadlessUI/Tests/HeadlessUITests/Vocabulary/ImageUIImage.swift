// `Image(uiImage:)` with the `UIImage` an app makes from data, through `import SwiftUI` alone. The
// usage view compiles against SwiftUI where UIKit comes with it (the apple-check type-checks it as
// app code against Apple's shapes, `.ci/run`) and against HeadlessUI elsewhere; the test renders it
// where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

#if canImport(UIKit) || !canImport(SwiftUI) || Headless
  /// A thumbnail from stored data, or a placeholder symbol when the data is not an image.
  private struct ThumbnailUsage: View {
    let data: Data
    var body: some View {
      if let image = UIImage(data: data) {
        Image(uiImage: image).resizable()
      } else {
        Image(systemName: "photo")
      }
    }
  }
#endif

#if !canImport(SwiftUI) || Headless
  import Testing

  // HeadlessUI decodes no image: `UIImage(data:)` is `nil` for empty data only, and the `Image`
  // reports where its UIKit image came from.
  @MainActor @Test func anImageMadeFromAUIImageReportsItsSource() throws {
    #expect(ViewHost(ThumbnailUsage(data: Data([1, 2, 3]))).render().contains("Image(uiImage: UIImage(data: 3 bytes)).resizable()"))
    #expect(try ViewHost(ThumbnailUsage(data: Data())).find(systemImage: "photo").isMounted)
  }
#endif
