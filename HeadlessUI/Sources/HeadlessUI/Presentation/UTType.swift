import Foundation

#if !canImport(UniformTypeIdentifiers)
  /// A structure that represents a type of data to load, send, or receive: the part of
  /// UniformTypeIdentifiers' `UTType` that `fileImporter` needs, where that framework does not
  /// exist. It is not SwiftUI's: an app file that names it writes
  /// `#if canImport(UniformTypeIdentifiers) import UniformTypeIdentifiers #endif`.
  ///
  /// ```swift
  /// // Fragment
  /// .fileImporter(isPresented: $importing, allowedContentTypes: [.commaSeparatedText]) { result in … }
  /// ```
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The string that represents the type.
    public let identifier: String
    /// The preferred filename extension for the type, if available.
    public let preferredFilenameExtension: String?

    private init(identifier: String, filenameExtension: String?) {
      self.identifier = identifier
      self.preferredFilenameExtension = filenameExtension
    }

    /// Creates a type based on an identifier: one of the types declared here.
    ///
    /// - Parameter identifier: The identifier of the type, such as `"public.json"`.
    public init?(_ identifier: String) {
      guard let known = UTType.known.first(where: { $0.identifier == identifier }) else { return nil }
      self = known
    }

    /// Creates a type that represents the specified filename extension: one of the types
    /// declared here.
    ///
    /// - Parameter filenameExtension: The filename extension, such as `"pdf"`.
    public init?(filenameExtension: String) {
      guard let known = UTType.known.first(where: { $0.preferredFilenameExtension == filenameExtension }) else { return nil }
      self = known
    }

    /// The type's identifier.
    public var description: String { identifier }

    /// A generic base type for most things, such as files or directories.
    public static let item = UTType(identifier: "public.item", filenameExtension: nil)
    /// A base type for anything containing user-viewable document content.
    public static let content = UTType(identifier: "public.content", filenameExtension: nil)
    /// A base type for any sort of simple byte stream, including files and in-memory data.
    public static let data = UTType(identifier: "public.data", filenameExtension: nil)
    /// A base type for all text-encoded data, including text with markup.
    public static let text = UTType(identifier: "public.text", filenameExtension: nil)
    /// A type that represents text with no markup, in an unspecified encoding.
    public static let plainText = UTType(identifier: "public.plain-text", filenameExtension: "txt")
    /// A type that represents JavaScript Object Notation (JSON) data.
    public static let json = UTType(identifier: "public.json", filenameExtension: "json")
    /// A type that represents commma-separated values (CSV) data.
    public static let commaSeparatedText = UTType(identifier: "public.comma-separated-values-text", filenameExtension: "csv")
    /// A type that represents Adobe Portable Document Format (PDF) documents.
    public static let pdf = UTType(identifier: "com.adobe.pdf", filenameExtension: "pdf")
    /// A base type for images.
    public static let image = UTType(identifier: "public.image", filenameExtension: nil)
    /// A type that represents a PNG image.
    public static let png = UTType(identifier: "public.png", filenameExtension: "png")
    /// A type that represents a JPEG image.
    public static let jpeg = UTType(identifier: "public.jpeg", filenameExtension: "jpeg")
    /// A type that represents a user-browsable directory.
    public static let folder = UTType(identifier: "public.folder", filenameExtension: nil)

    private static let known: [UTType] = [
      .item, .content, .data, .text, .plainText, .json, .commaSeparatedText, .pdf, .image, .png, .jpeg, .folder,
    ]
  }
#endif
