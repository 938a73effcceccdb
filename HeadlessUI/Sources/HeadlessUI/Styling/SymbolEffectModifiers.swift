extension View {
  /// Adds an indefinite symbol effect to this view, which runs while `isActive` is true
  /// (recorded as the `symbolEffect` attribute: the effect, its options and `isActive`).
  ///
  /// ```swift
  /// // Fragment
  /// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: isConnecting)
  /// ```
  ///
  /// - Parameters:
  ///   - effect: A symbol effect to add to the view.
  ///   - options: Options that configure the effect.
  ///   - isActive: Whether the effect is active or inactive.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View where T: IndefiniteSymbolEffect, T: SymbolEffect {
    attribute("symbolEffect", Self.symbolEffectValue(effect.configuration, options, trigger: "isActive: \(isActive)"))
  }

  /// Adds a discrete symbol effect to this view, which runs each time `value` changes
  /// (recorded as the `symbolEffect` attribute: the effect, its options and the current value).
  ///
  /// ```swift
  /// // Fragment
  /// Image(systemName: "cart").symbolEffect(.bounce, value: cart.count)
  /// ```
  ///
  /// - Parameters:
  ///   - effect: A symbol effect to add to the view.
  ///   - options: Options that configure the effect.
  ///   - value: The value to monitor for changes; the effect runs each time it changes.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func symbolEffect<T, U>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View where T: DiscreteSymbolEffect, T: SymbolEffect, U: Equatable {
    attribute("symbolEffect", Self.symbolEffectValue(effect.configuration, options, trigger: "value: \(spelled(value))"))
  }

  /// `.bounce.up, speed: 2.0, value: 3`.
  nonisolated private static func symbolEffectValue(_ configuration: SymbolEffectConfiguration, _ options: SymbolEffectOptions, trigger: String) -> String {
    [configuration.spelled, options.spelled, trigger].filter { !$0.isEmpty }.joined(separator: ", ")
  }
}
