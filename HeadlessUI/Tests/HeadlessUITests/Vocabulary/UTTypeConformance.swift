// `UTType.conforms(to:)`, `UTType.audiovisualContent` and `UTType(filenameExtension:conformingTo:)`
// as an app's import filter writes them (PrivateVault's Persistence does). `UTType` is
// UniformTypeIdentifiers', not SwiftUI's, and the apple-check has no stand-in for it: the filter
// compiles where UniformTypeIdentifiers exists (Apple's platforms) and on HeadlessUI, which
// declares the part apps use.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#endif

#if canImport(UniformTypeIdentifiers) || !canImport(SwiftUI) || Headless
  /// The types an app imports: images, audio and video, PDFs and text.
  private let supportedTypes: [UTType] = [.image, .audiovisualContent, .pdf, .text]

  private func isSupported(_ type: UTType) -> Bool {
    supportedTypes.contains { type.conforms(to: $0) }
  }
#endif

#if !canImport(SwiftUI) || Headless
  import Testing

  // UTType.conforms(to:): "Returns a Boolean value that indicates whether a type conforms to the
  // specified type" (a type conforms to itself and to its supertypes, transitively: public.mpeg-4
  // → public.movie → public.audiovisual-content).
  @Test func aTypeConformsToItselfAndToItsSupertypes() {
    #expect(isSupported(.png))
    #expect(isSupported(.mpeg4Movie))
    #expect(isSupported(.json))
    #expect(!isSupported(.folder))
    #expect(UTType.movie.conforms(to: .data))
    #expect(UTType(filenameExtension: "mp4") == .mpeg4Movie)
    #expect(UTType(filenameExtension: "mp4", conformingTo: .image) == nil)
  }
#endif
