/// A type that applies standard interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
///
/// HeadlessUI records the style (`buttonStyle` attribute) and does not evaluate `makeBody`: a
/// button's label is what the host shows and taps.
@preconcurrency @MainActor
public protocol ButtonStyle {
  /// A view that represents the body of a button.
  associatedtype Body: View

  /// Creates a view that represents the body of a button.
  ///
  /// - Parameter configuration: The properties of the button.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a button.
  typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button.
public struct ButtonStyleConfiguration {
  /// A type-erased label of a button.
  @MainActor @preconcurrency
  public struct Label: View {
    public typealias Body = Never
  }

  /// An optional semantic role that describes the button's purpose.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public let role: ButtonRole?
  /// A view that describes the effect of pressing the button.
  public let label: ButtonStyleConfiguration.Label
  /// A Boolean that indicates whether the user is currently pressing the button.
  public let isPressed: Bool
}

/// A type that applies custom interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
@preconcurrency @MainActor
public protocol PrimitiveButtonStyle {
  /// A view that represents the body of a button.
  associatedtype Body: View

  /// Creates a view that represents the body of a button.
  ///
  /// - Parameter configuration: The properties of the button.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a button.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button.
public struct PrimitiveButtonStyleConfiguration {
  /// A type-erased label of a button.
  @MainActor @preconcurrency
  public struct Label: View {
    public typealias Body = Never
  }

  /// An optional semantic role describing the button's purpose.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public let role: ButtonRole?
  /// A view that describes the effect of calling the button's action.
  public let label: PrimitiveButtonStyleConfiguration.Label
  internal let action: @MainActor () -> Void

  /// Performs the button's action.
  public func trigger() {
    let action = self.action
    MainActor.assumeIsolated { action() }
  }
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {}
}

extension PrimitiveButtonStyleConfiguration.Label: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {}
}

/// Declares one built-in button style: a type whose `makeBody` shows the label.
private protocol BuiltInButtonStyle: PrimitiveButtonStyle {}

extension BuiltInButtonStyle {
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The default button style, based on the button's context.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates a default button style.
  nonisolated public init() {}
}

/// A button style that doesn't style or decorate its content while idle.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates a plain button style.
  @MainActor @preconcurrency public init() {}
}

/// A button style that doesn't apply a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates a borderless button style.
  nonisolated public init() {}
}

/// A button style that applies standard border artwork based on the button's context.
@available(iOS 15.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates a bordered button style.
  @MainActor @preconcurrency public init() {}
}

/// A button style that applies standard border prominent artwork based on the button's context.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates a bordered prominent button style.
  @MainActor @preconcurrency public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default button style, based on the button's context.
  @MainActor @preconcurrency public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A button style that doesn't style or decorate its content while idle.
  @MainActor @preconcurrency public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button style that doesn't apply a border.
  @MainActor @preconcurrency public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

@available(iOS 15.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A button style that applies standard border artwork based on the button's context.
  @MainActor @preconcurrency public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A button style that applies standard border prominent artwork based on the button's
  /// context.
  @MainActor @preconcurrency public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension View {
  /// Sets the style for buttons within this view to a button style with a custom appearance
  /// and standard interaction behavior (recorded as the `buttonStyle` attribute).
  ///
  /// - Parameter style: The button style to set (recorded by its name).
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle {
    attribute("buttonStyle", styleValue(S.self))
  }

  /// Sets the style for buttons within this view to a button style with a custom appearance
  /// and custom interaction behavior (recorded as the `buttonStyle` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Button("Buy") { buy() }.buttonStyle(.borderedProminent)
  /// ```
  ///
  /// - Parameter style: The button style to set (recorded by its name).
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
    attribute("buttonStyle", styleValue(S.self))
  }
}

/// `.borderedProminent` for `BorderedProminentButtonStyle`, `.grouped` for
/// `GroupedListStyle`; the type name for other styles.
func styleValue(_ type: Any.Type) -> String {
  let name = String(describing: type)
  for suffix in ["ButtonStyle", "ListStyle", "PickerStyle", "LabelStyle", "ToggleStyle"] where name.hasSuffix(suffix) {
    let base = name.dropLast(suffix.count)
    guard let first = base.first else { break }
    let member = first.lowercased() + base.dropFirst()
    return ".\(member == "default" ? "automatic" : member)"
  }
  return name
}

@available(*, unavailable)
extension ButtonStyleConfiguration: Sendable {}

@available(*, unavailable)
extension PrimitiveButtonStyleConfiguration: Sendable {}
