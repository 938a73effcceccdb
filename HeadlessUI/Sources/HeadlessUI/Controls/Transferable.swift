import Foundation

/// A type that can be shared (``ShareLink``), dragged or copied. In Apple's SDK it comes from
/// CoreTransferable, which SwiftUI re-exports.
///
/// HeadlessUI declares it so that ``ShareLink`` has Apple's generic signature, and conforms the
/// types a share link takes without a preview: `String` and `URL` (and `Never`, the absent
/// preview). Making your own types transferable needs CoreTransferable's transfer
/// representations, which HeadlessUI does not model: keep such conformances inside
/// `#if canImport(SwiftUI)`.
///
/// ```swift
/// // Fragment
/// ShareLink(item: URL(string: "https://example.com/item/42")!)
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Transferable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension String: Transferable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension URL: Transferable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Never: Transferable {}
