// `fileImporter` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
//
// `UTType` is UniformTypeIdentifiers', not SwiftUI's, and the apple-check has no stand-in for it
// (it cannot see that framework): the usage compiles where UniformTypeIdentifiers exists (Apple's
// platforms) and on HeadlessUI, which declares the `UTType` part `fileImporter` needs.
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
  /// `fileImporter` as an app writes it: it compiles against HeadlessUI and, in the apple-check,
  /// against Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
  private struct FileImporterUsage: View {
    @State private var importing = false
    @State private var imported: [String] = []
    var body: some View {
      VStack {
        Button("Import") { importing = true }
        Text("Imported: \(imported.joined(separator: ", "))")
      }
      .fileImporter(isPresented: $importing, allowedContentTypes: [.commaSeparatedText, .json], allowsMultipleSelection: true) { result in
        imported = ((try? result.get()) ?? []).map(\.lastPathComponent)
      }
    }
  }
#endif

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func fileImporterHandsTheChosenFilesToItsCompletion() throws {
    let host = ViewHost(FileImporterUsage())
    let error = #expect(throws: ViewHostError.self) { try host.importFiles([URL(fileURLWithPath: "/tmp/a.csv")]) }
    #expect(error?.description == "No file importer is presented.")
    try host.button("Import").tap()
    try host.importFiles([URL(fileURLWithPath: "/tmp/a.csv"), URL(fileURLWithPath: "/tmp/b.json")])
    #expect(try host.find(text: "Imported: a.csv, b.json").isMounted)
    #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
  }
#endif
