/// A named value produced by a view, flowing up to its ancestors.
///
/// Several views in a subtree may set a key: an ancestor sees them combined with ``reduce(value:nextValue:)``
/// in tree order (the first value, then each following one). A subtree that sets nothing has
/// ``defaultValue``.
///
/// ```swift
/// // Fragment
/// struct TitleKey: PreferenceKey {
///   static let defaultValue: [String] = []
///   static func reduce(value: inout [String], nextValue: () -> [String]) {
///     value += nextValue()
///   }
/// }
/// ```
public protocol PreferenceKey {
  /// The type of value produced by this preference.
  associatedtype Value

  /// The default value of the preference.
  static var defaultValue: Self.Value { get }

  /// Combines a sequence of values by modifying the previously-accumulated value with the result
  /// of a closure that provides the next value.
  ///
  /// - Parameters:
  ///   - value: The value accumulated through the previous calls to this method. The implementation
  ///     should modify this value.
  ///   - nextValue: A closure that returns the next value in the sequence.
  static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension PreferenceKey where Self.Value: ExpressibleByNilLiteral {
  /// Let nil-expressible values default-initialize to nil.
  public static var defaultValue: Self.Value { nil }
}

extension PreferenceKey {
  /// `values` combined in order with `reduce`, or the default value when there is none.
  ///
  /// Each value is moved out of `values` (which keeps the default value in its place), so that
  /// `reduce` and a transform change the result in place rather than a copy.
  static func reduced(taking values: inout [Value]) -> Value {
    guard !values.isEmpty else { return defaultValue }
    var result = defaultValue
    swap(&result, &values[0])
    for index in values.indices.dropFirst() {
      var next = defaultValue
      swap(&next, &values[index])
      reduce(value: &result) { next }
    }
    return result
  }
}
