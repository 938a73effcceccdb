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

    /// The identifiers of the types this type directly conforms to.
    private let parents: [String]

    private init(identifier: String, filenameExtension: String?, conformingTo parents: [UTType] = []) {
      self.identifier = identifier
      self.preferredFilenameExtension = filenameExtension
      self.parents = parents.map(\.identifier)
    }

    /// Creates a type based on an identifier: one of the types declared here.
    ///
    /// - Parameter identifier: The identifier of the type, such as `"public.json"`.
    public init?(_ identifier: String) {
      guard let known = UTType.known.first(where: { $0.identifier == identifier }) else { return nil }
      self = known
    }

    /// Creates a type that represents the specified filename extension and conforms to an
    /// existing type: one of the types declared here.
    ///
    /// - Parameters:
    ///   - filenameExtension: The filename extension, such as `"pdf"`.
    ///   - supertype: A type the new type must conform to (by default, ``data``).
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
      guard let known = UTType.known.first(where: { $0.preferredFilenameExtension == filenameExtension && $0.conforms(to: supertype) })
      else { return nil }
      self = known
    }

    /// Returns a Boolean value that indicates whether a type conforms to the specified type: it
    /// is that type, or one of the types it conforms to does (`UTType.png.conforms(to: .image)`).
    ///
    /// - Parameter type: The type to compare against.
    /// - Returns: Whether this type is `type` or conforms to it, directly or through its supertypes.
    public func conforms(to type: UTType) -> Bool {
      if identifier == type.identifier { return true }
      return parents.contains { parent in UTType.known.first { $0.identifier == parent }?.conforms(to: type) ?? false }
    }

    /// The type's identifier.
    public var description: String { identifier }

    // The conformances are those of Apple's type reference (each type's page lists the types it
    // conforms to).

    /// A generic base type for most things, such as files or directories.
    public static let item = UTType(identifier: "public.item", filenameExtension: nil)
    /// A base type for anything containing user-viewable document content.
    public static let content = UTType(identifier: "public.content", filenameExtension: nil)
    /// A base type for any sort of simple byte stream, including files and in-memory data.
    public static let data = UTType(identifier: "public.data", filenameExtension: nil, conformingTo: [.item])
    /// A base type for all text-encoded data, including text with markup.
    public static let text = UTType(identifier: "public.text", filenameExtension: nil, conformingTo: [.data, .content])
    /// A type that represents text with no markup, in an unspecified encoding.
    public static let plainText = UTType(identifier: "public.plain-text", filenameExtension: "txt", conformingTo: [.text])
    /// A type that represents JavaScript Object Notation (JSON) data.
    public static let json = UTType(identifier: "public.json", filenameExtension: "json", conformingTo: [.text])
    /// A type that represents commma-separated values (CSV) data.
    public static let commaSeparatedText = UTType(identifier: "public.comma-separated-values-text", filenameExtension: "csv", conformingTo: [.text])
    /// A type that represents Adobe Portable Document Format (PDF) documents.
    public static let pdf = UTType(identifier: "com.adobe.pdf", filenameExtension: "pdf", conformingTo: [.data, .content])
    /// A base type for images.
    public static let image = UTType(identifier: "public.image", filenameExtension: nil, conformingTo: [.data, .content])
    /// A type that represents a PNG image.
    public static let png = UTType(identifier: "public.png", filenameExtension: "png", conformingTo: [.image])
    /// A type that represents a JPEG image.
    public static let jpeg = UTType(identifier: "public.jpeg", filenameExtension: "jpeg", conformingTo: [.image])
    /// A base type for any sort of audio or video.
    public static let audiovisualContent = UTType(identifier: "public.audiovisual-content", filenameExtension: nil, conformingTo: [.data, .content])
    /// A type that represents media formats that may contain both video and audio.
    public static let movie = UTType(identifier: "public.movie", filenameExtension: nil, conformingTo: [.audiovisualContent])
    /// A type that represents any video without audio.
    public static let video = UTType(identifier: "public.video", filenameExtension: nil, conformingTo: [.movie])
    /// A type that represents audio that doesn't contain video.
    public static let audio = UTType(identifier: "public.audio", filenameExtension: nil, conformingTo: [.audiovisualContent])
    /// A type that represents an MPEG-4 movie.
    public static let mpeg4Movie = UTType(identifier: "public.mpeg-4", filenameExtension: "mp4", conformingTo: [.movie])
    /// A type that represents a user-browsable directory.
    public static let folder = UTType(identifier: "public.folder", filenameExtension: nil, conformingTo: [.item])

    private static let known: [UTType] = [
      .item, .content, .data, .text, .plainText, .json, .commaSeparatedText, .pdf, .image, .png, .jpeg,
      .audiovisualContent, .movie, .video, .audio, .mpeg4Movie, .folder,
    ]
  }
#endif
