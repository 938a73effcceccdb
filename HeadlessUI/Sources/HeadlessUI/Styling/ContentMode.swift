/// Constants that define how a view's content fills the available space.
///
/// ```swift
/// // Fragment
/// Image("cover").resizable().aspectRatio(contentMode: .fill)
/// ```
public enum ContentMode: Hashable, CaseIterable, Sendable {
  /// An option that resizes the content so it's all within the available space, both vertically
  /// and horizontally.
  case fit
  /// An option that resizes the content so it occupies all available space, both vertically and
  /// horizontally.
  case fill
}
