/// A view modifier that is a library's plumbing rather than part of the app's views:
/// ``ViewHost/render(showingLibraryModifiers:)`` hides it, with everything its body adds around
/// its content, unless asked to show it.
///
/// A library adopts it for its internal modifiers where HeadlessUI hosts them (it does not exist
/// in SwiftUI):
///
/// ```swift
/// struct TrackingModifier: ViewModifier { … }
/// #if !canImport(SwiftUI)
///   extension TrackingModifier: LibraryModifier {}
/// #endif
/// ```
///
/// HierarchyResponder's responder, declaration, publishing and alert modifiers adopt it, so that
/// `host.render()` shows the app's views, not the responder chain's environment writes.
public protocol LibraryModifier: ViewModifier {}
