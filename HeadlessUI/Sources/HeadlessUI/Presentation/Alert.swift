/// A representation of an alert presentation (the iOS 13 API, deprecated by Apple in favour of
/// the `alert(_:isPresented:actions:message:)` family).
///
/// ```swift
/// // Fragment
/// .alert(isPresented: $showAlert) {
///   Alert(title: Text("Saved"), message: Text("All done"), dismissButton: .default(Text("OK")))
/// }
/// ```
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.alert(_:isPresented:presenting:actions:) instead.")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use View.alert(_:isPresented:presenting:actions:) instead.")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.alert(_:isPresented:presenting:actions:) instead.")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use View.alert(_:isPresented:presenting:actions:) instead.")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use View.alert(_:isPresented:presenting:actions:) instead.")
public struct Alert {
  internal let title: Text
  internal let message: Text?
  internal let buttons: [Alert.Button]

  /// Creates an alert with one button (an "OK" button when `dismissButton` is `nil`).
  ///
  /// - Parameters:
  ///   - title: The title of the alert.
  ///   - message: The message to display in the body of the alert.
  ///   - dismissButton: The button that dismisses the alert; `nil` for an "OK" button.
  public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// Creates an alert with two buttons.
  ///
  /// - Parameters:
  ///   - title: The title of the alert.
  ///   - message: The message to display in the body of the alert.
  ///   - primaryButton: The first button to show in the alert.
  ///   - secondaryButton: The second button to show in the alert.
  public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button representing an operation of an alert presentation.
  public struct Button {
    internal let label: Text
    internal let role: ButtonRole?
    internal let action: (() -> Void)?

    /// Creates an alert button with the default style.
    ///
    /// - Parameters:
    ///   - label: The text to display on the button.
    ///   - action: The action to perform when the user taps the button, before the alert is
    ///     dismissed; `nil` for none.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: nil, action: action)
    }

    /// Creates an alert button that indicates cancellation, with a custom label.
    ///
    /// - Parameters:
    ///   - label: The text to display on the button.
    ///   - action: The action to perform when the user taps the button, before the alert is
    ///     dismissed; `nil` for none.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: .cancel, action: action)
    }

    /// Creates an alert button that indicates cancellation, with a system-provided label
    /// ("Cancel").
    ///
    /// - Parameter action: The action to perform when the user taps the button, before the alert is
    ///   dismissed; `nil` for none.
    public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: Text("Cancel"), role: .cancel, action: action)
    }

    /// Creates an alert button with a style that indicates a destructive action.
    ///
    /// - Parameters:
    ///   - label: The text to display on the button.
    ///   - action: The action to perform when the user taps the button, before the alert is
    ///     dismissed; `nil` for none.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: .destructive, action: action)
    }
  }
}

@available(*, unavailable)
extension Alert: Sendable {}

@available(*, unavailable)
extension Alert.Button: Sendable {}
