extension View {
  /// Configures whether this view participates in hit test operations (recorded as the
  /// `allowsHitTesting` attribute).
  ///
  /// Under `allowsHitTesting(false)`, tapping a view through the host — a button, an
  /// `onTapGesture`, a gesture — throws, as a tap on the device goes to what lies behind.
  ///
  /// ```swift
  /// // Fragment
  /// KeypadView().allowsHitTesting(!isVerifying)
  /// ```
  ///
  /// - Parameter enabled: Whether this view and the views inside it receive taps.
  /// - Returns: A view that receives taps only when `enabled` is `true`.
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
    transformEnvironment(\.allowsHitTesting) { $0 = $0 && enabled }.attribute("allowsHitTesting", "\(enabled)")
  }
}

private struct AllowsHitTestingKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// Whether views here receive taps: `false` under `allowsHitTesting(false)`.
  var allowsHitTesting: Bool {
    get { self[AllowsHitTestingKey.self] }
    set { self[AllowsHitTestingKey.self] = newValue }
  }
}

extension Node {
  /// Throws when this view is under `allowsHitTesting(false)`.
  func checkHitTesting() throws {
    guard environment.allowsHitTesting else {
      throw ViewHostError("\(summary) does not receive taps: it is under allowsHitTesting(false).")
    }
  }
}
