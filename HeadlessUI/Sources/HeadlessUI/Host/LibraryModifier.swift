/// A view modifier that is a library's plumbing rather than part of the app's views:
/// ``ViewHost/render(showingLibraryModifiers:)`` hides it, with everything its body adds around
/// its content, unless asked to show it.
///
/// A library adopts it for its internal modifiers where HeadlessUI hosts them (it does not exist
/// in SwiftUI):
///
/// ```swift
/// // Fragment
/// struct TrackingModifier: ViewModifier { … }
/// #if !canImport(SwiftUI)
///   extension TrackingModifier: LibraryModifier {}
/// #endif
/// ```
///
/// HierarchyResponder's responder, declaration, publishing and alert modifiers adopt it, so that
/// `host.render()` shows the app's views, not the responder chain's environment writes.
///
/// A modifier that stands for something the app did write (a tap gesture) gives the line that
/// shows it, with ``renderedLine``.
public protocol LibraryModifier: ViewModifier {
  /// The line ``ViewHost/render(showingLibraryModifiers:)`` shows for this modifier and
  /// everything its body adds: `nil` (the default) shows nothing.
  ///
  /// ```swift
  /// // Fragment
  /// extension TrackingModifier: LibraryModifier {
  ///   var renderedLine: String? { ".tracking(\(name.debugDescription))" }
  /// }
  /// ```
  var renderedLine: String? { get }
}

extension LibraryModifier {
  /// No line: the modifier and everything its body adds are left out.
  public var renderedLine: String? { nil }
}
