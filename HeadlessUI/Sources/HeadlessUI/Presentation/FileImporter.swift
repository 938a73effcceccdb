import Foundation

#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#endif

extension View {
  /// Presents a system interface for allowing the user to import multiple files.
  ///
  /// HeadlessUI shows no file browser: while `isPresented` is `true`, a test chooses the files
  /// with ``ViewHost/importFiles(_:)``, which dismisses the importer and calls `onCompletion`.
  ///
  /// ```swift
  /// // Fragment
  /// .fileImporter(isPresented: $importing, allowedContentTypes: [.json], allowsMultipleSelection: true) { result in
  ///   vault.add(try? result.get())
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: A binding to whether the interface should be shown.
  ///   - allowedContentTypes: The list of supported content types which can be imported.
  ///   - allowsMultipleSelection: Whether the importer allows the user to select more than one
  ///     file to import.
  ///   - onCompletion: A callback that will be invoked when the operation has succeeded or
  ///     failed.
  /// - Returns: A view that presents the importer while `isPresented` is `true`.
  @available(iOS 14.0, macOS 11.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    modifier(FileImporterModifier(
      isPresented: isPresented, allowedContentTypes: allowedContentTypes, allowsMultipleSelection: allowsMultipleSelection,
      complete: onCompletion
    ))
  }

  /// Presents a system interface for allowing the user to import a single file.
  ///
  /// HeadlessUI shows no file browser: while `isPresented` is `true`, a test chooses the file
  /// with ``ViewHost/importFiles(_:)``, which dismisses the importer and calls `onCompletion`.
  ///
  /// ```swift
  /// // Fragment
  /// .fileImporter(isPresented: $importing, allowedContentTypes: [.pdf]) { result in document = try? result.get() }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: A binding to whether the interface should be shown.
  ///   - allowedContentTypes: The list of supported content types which can be imported.
  ///   - onCompletion: A callback that will be invoked when the operation has succeeded or
  ///     failed.
  /// - Returns: A view that presents the importer while `isPresented` is `true`.
  @available(iOS 14.0, macOS 11.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    modifier(FileImporterModifier(
      isPresented: isPresented, allowedContentTypes: allowedContentTypes, allowsMultipleSelection: false,
      complete: { onCompletion($0.map { $0[0] }) }
    ))
  }
}

/// A `fileImporter`: inert but for its binding, which the host reads and clears when a test
/// imports files.
nonisolated struct FileImporterModifier: ViewModifier {
  typealias Body = Never
  let isPresented: Binding<Bool>
  let allowedContentTypes: [UTType]
  let allowsMultipleSelection: Bool
  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) let complete: (Result<[URL], any Error>) -> Void
}

@MainActor
extension FileImporterModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
  }

  func describe() -> String {
    ".fileImporter(isPresented: \(isPresented.wrappedValue), allowedContentTypes: \(allowedContentTypes.map(\.identifier)))"
  }
}

extension ViewHost {
  /// Chooses `urls` in the presented file importer, as the user would in its interface: the
  /// importer is dismissed (its `isPresented` binding becomes `false`), its completion receives
  /// the URLs, and the updates are applied.
  ///
  /// ```swift
  /// // Fragment
  /// try host.button("Import").tap()
  /// try host.importFiles([URL(fileURLWithPath: "/tmp/passwords.csv")])
  /// ```
  ///
  /// - Parameter urls: The files the user chooses (one, unless the importer allows several).
  /// - Throws: ``ViewHostError`` when no file importer is presented, or it takes one file and
  ///   `urls` does not hold exactly one.
  public func importFiles(_ urls: [URL]) throws {
    let presented = root.node.screenNodes().compactMap { $0.modifier as? FileImporterModifier }.filter { $0.isPresented.wrappedValue }
    guard let importer = presented.first else { throw ViewHostError("No file importer is presented.") }
    guard importer.allowsMultipleSelection || urls.count == 1 else {
      throw ViewHostError("The presented file importer takes one file, not \(urls.count).")
    }
    try graph.perform {
      importer.isPresented.wrappedValue = false
      importer.complete(.success(urls))
    }
  }
}
