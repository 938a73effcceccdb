// The symbol effects of Apple's Symbols framework (which SwiftUI re-exports) that apps pass to
// `symbolEffect(_:options:isActive:)` and `symbolEffect(_:options:value:)`. HeadlessUI animates
// nothing: an effect is its configuration, which the modifier records as an attribute.
// `IndefiniteSymbolEffect` and `DiscreteSymbolEffect` are marker protocols in Symbols; here they
// are plain protocols without requirements, which app code uses the same way.

/// An effect that can be applied to a symbol image.
///
/// ```swift
/// // Fragment
/// Image(systemName: "bell").symbolEffect(.bounce, value: unread)
/// ```
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol SymbolEffect: Hashable, Sendable {
  /// The configuration of the effect.
  var configuration: SymbolEffectConfiguration { get }
}

/// The configuration of a symbol effect: its kind and the variants chosen (`.bounce.up.byLayer`).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct SymbolEffectConfiguration: Hashable, Sendable {
  /// The effect and its variants, as an app spells them: `bounce.up.byLayer`.
  internal let path: [String]

  internal func adding(_ variant: String) -> SymbolEffectConfiguration {
    SymbolEffectConfiguration(path: path.filter { !Self.exclusive(variant, $0) } + [variant])
  }

  /// Variants that replace each other (`byLayer` and `wholeSymbol`, `up` and `down`…).
  private static func exclusive(_ new: String, _ old: String) -> Bool {
    let groups: [Set<String>] = [["byLayer", "wholeSymbol"], ["up", "down"], ["reversing", "nonReversing"],
                                 ["cumulative", "iterative"], ["hideInactiveLayers", "dimInactiveLayers"]]
    return new == old || groups.contains { $0.contains(new) && $0.contains(old) }
  }

  /// `.bounce.up.byLayer`.
  internal var spelled: String { "." + path.joined(separator: ".") }
}

/// A symbol effect that can run indefinitely, while the view's `isActive` is true.
///
/// ```swift
/// // Fragment
/// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: isConnecting)
/// ```
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol IndefiniteSymbolEffect {}

/// A symbol effect that runs once each time its trigger value changes.
///
/// ```swift
/// // Fragment
/// Image(systemName: "cart").symbolEffect(.bounce, value: cart.count)
/// ```
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol DiscreteSymbolEffect {}

/// A symbol effect that fades the opacity of some or all layers in the symbol.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  /// The configuration of the effect.
  public let configuration: SymbolEffectConfiguration

  /// The effect applied to each layer of the symbol, one after the other.
  public var byLayer: PulseSymbolEffect { PulseSymbolEffect(configuration: configuration.adding("byLayer")) }
  /// The effect applied to the whole symbol at once.
  public var wholeSymbol: PulseSymbolEffect { PulseSymbolEffect(configuration: configuration.adding("wholeSymbol")) }
}

/// A symbol effect that applies a transitory scaling to the layers in the symbol.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect {
  /// The configuration of the effect.
  public let configuration: SymbolEffectConfiguration

  private func with(_ variant: String) -> BounceSymbolEffect { BounceSymbolEffect(configuration: configuration.adding(variant)) }

  /// The bounce scales up first.
  public var up: BounceSymbolEffect { with("up") }
  /// The bounce scales down first.
  public var down: BounceSymbolEffect { with("down") }
  /// The effect applied to each layer of the symbol, one after the other.
  public var byLayer: BounceSymbolEffect { with("byLayer") }
  /// The effect applied to the whole symbol at once.
  public var wholeSymbol: BounceSymbolEffect { with("wholeSymbol") }
}

/// A bounce can also run indefinitely from iOS 18.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension BounceSymbolEffect: IndefiniteSymbolEffect {}

/// A symbol effect that replaces the opacity of variable layers in the symbol by a repeating
/// pattern.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct VariableColorSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  /// The configuration of the effect.
  public let configuration: SymbolEffectConfiguration

  private func with(_ variant: String) -> VariableColorSymbolEffect { VariableColorSymbolEffect(configuration: configuration.adding(variant)) }

  /// The layers are revealed, then hidden again, in reverse order.
  public var reversing: VariableColorSymbolEffect { with("reversing") }
  /// The layers are revealed in one order only.
  public var nonReversing: VariableColorSymbolEffect { with("nonReversing") }
  /// Each layer stays enabled until the cycle ends.
  public var cumulative: VariableColorSymbolEffect { with("cumulative") }
  /// Each layer is enabled for a short time, one after the other.
  public var iterative: VariableColorSymbolEffect { with("iterative") }
  /// The inactive layers are hidden.
  public var hideInactiveLayers: VariableColorSymbolEffect { with("hideInactiveLayers") }
  /// The inactive layers are dimmed.
  public var dimInactiveLayers: VariableColorSymbolEffect { with("dimInactiveLayers") }
}

/// A symbol effect that scales the layers in the symbol.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
  /// The configuration of the effect.
  public let configuration: SymbolEffectConfiguration

  private func with(_ variant: String) -> ScaleSymbolEffect { ScaleSymbolEffect(configuration: configuration.adding(variant)) }

  /// The symbol scales up.
  public var up: ScaleSymbolEffect { with("up") }
  /// The symbol scales down.
  public var down: ScaleSymbolEffect { with("down") }
  /// The effect applied to each layer of the symbol, one after the other.
  public var byLayer: ScaleSymbolEffect { with("byLayer") }
  /// The effect applied to the whole symbol at once.
  public var wholeSymbol: ScaleSymbolEffect { with("wholeSymbol") }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SymbolEffect where Self == PulseSymbolEffect {
  /// A pulse: the symbol's layers fade in and out.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect(configuration: SymbolEffectConfiguration(path: ["pulse"])) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SymbolEffect where Self == BounceSymbolEffect {
  /// A bounce: the symbol's layers scale briefly.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect(configuration: SymbolEffectConfiguration(path: ["bounce"])) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// A variable color: the symbol's variable layers light up in turn.
  public static var variableColor: VariableColorSymbolEffect {
    VariableColorSymbolEffect(configuration: SymbolEffectConfiguration(path: ["variableColor"]))
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SymbolEffect where Self == ScaleSymbolEffect {
  /// A scale: the symbol's layers grow or shrink.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(configuration: SymbolEffectConfiguration(path: ["scale"])) }
}
