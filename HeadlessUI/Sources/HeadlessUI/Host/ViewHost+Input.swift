import Foundation

/// The input controls' queries on the whole tree (see ``HostedView``).
extension ViewHost {
  /// The one slider titled `title` (see ``HostedView/slider(_:)``).
  ///
  /// - Parameter title: The slider's title: the texts of its label (`""` for none).
  /// - Throws: ``ViewHostError`` when there is none (listing the sliders there are) or several.
  public func slider(_ title: String) throws -> HostedView { try root.slider(title) }

  /// The one date picker titled `title` (see ``HostedView/datePicker(_:)``).
  ///
  /// - Parameter title: The date picker's title: the texts of its label.
  /// - Throws: ``ViewHostError`` when there is none (listing the date pickers there are) or
  ///   several.
  public func datePicker(_ title: String) throws -> HostedView { try root.datePicker(title) }

  /// The one disclosure group titled `title` (see ``HostedView/disclosureGroup(_:)``).
  ///
  /// - Parameter title: The group's title: the texts of its label.
  /// - Throws: ``ViewHostError`` when there is none (listing the groups there are) or several.
  public func disclosureGroup(_ title: String) throws -> HostedView { try root.disclosureGroup(title) }

  /// The one async image loading `url` (see ``HostedView/asyncImage(url:)``).
  ///
  /// - Parameter url: The URL the image loads.
  /// - Throws: ``ViewHostError`` when there is none (listing the URLs there are) or several.
  public func asyncImage(url: URL?) throws -> HostedView { try root.asyncImage(url: url) }
}
