/// A type that produces view previews in Xcode.
///
/// HeadlessUI shows no canvas: a preview provider compiles, and a test can mount its previews
/// (`ViewHost(MyView_Previews.previews)`).
///
/// ```swift
/// // Fragment
/// struct ProfileView_Previews: PreviewProvider {
///   static var previews: some View { ProfileView(user: .sample) }
/// }
/// ```
@preconcurrency @MainActor
public protocol PreviewProvider {
  /// The type to preview.
  associatedtype Previews: View

  /// A collection of views to preview.
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }

  /// The platform on which to run the provider.
  @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// The platform on which to run the provider: inferred (`nil`).
  @MainActor @preconcurrency public static var platform: PreviewPlatform? { nil }
}

/// Platforms that can run the preview.
public enum PreviewPlatform: Sendable {
  /// Specifies iOS as the preview platform.
  case iOS
  /// Specifies macOS as the preview platform.
  case macOS
  /// Specifies tvOS as the preview platform.
  case tvOS
  /// Specifies watchOS as the preview platform.
  case watchOS
}

extension PreviewPlatform: Equatable, Hashable {}

extension View {
  /// Sets a user visible name to show in the canvas for a preview (recorded as the
  /// `previewDisplayName` attribute).
  ///
  /// - Parameter value: The name of the preview; `nil` for none.
  nonisolated public func previewDisplayName(_ value: String?) -> some View {
    attribute("previewDisplayName", spelled(value))
  }
}
