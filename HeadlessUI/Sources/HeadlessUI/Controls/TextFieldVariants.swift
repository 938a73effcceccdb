import Foundation

// `TextField`'s other initializers: a prompt, a vertical axis, and a formatted value.

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TextField where Label == Text {
  /// Creates a text field with a prompt generated from a `Text`.
  ///
  /// ```swift
  /// // Fragment
  /// TextField("Email", text: $email, prompt: Text("name@example.com"))
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized title of the text field, describing its purpose.
  ///   - text: The text to display and edit.
  ///   - prompt: A `Text` representing the prompt of the text field which provides users with
  ///     guidance on what to type into the text field.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, label: Text(titleKey))
  }

  /// Creates a text field with a text label generated from a title string and a prompt.
  ///
  /// ```swift
  /// // Fragment
  /// TextField(field.name, text: $value, prompt: Text("Required"))
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title of the text field, describing its purpose (not localized).
  ///   - text: The text to display and edit.
  ///   - prompt: A `Text` representing the prompt of the text field which provides users with
  ///     guidance on what to type into the text field.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {
    self.init(text: text, label: Text(title))
  }

  /// Creates a text field that applies a format style to a bound value, with a label
  /// generated from a localized title string.
  ///
  /// The field shows `format`'s text for the value. Text typed through the host
  /// (``HostedView/enterText(_:)``) is committed at once: when `format`'s parse strategy reads
  /// it, the value becomes the parsed one; otherwise the value does not change.
  ///
  /// ```swift
  /// TextField("Quantity", value: $quantity, format: .number)
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The title of the text field, describing its purpose.
  ///   - value: The underlying value to edit.
  ///   - format: A format style of type `F` to use when converting between the string the user
  ///     edits and the underlying value of type `F.FormatInput`.
  ///   - prompt: A `Text` which provides users with guidance on what to enter into the text
  ///     field.
  nonisolated public init<F>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F: ParseableFormatStyle, F.FormatOutput == String {
    self.init(text: formattedText(value, format: format), label: Text(titleKey))
  }

  /// Creates a text field that applies a format style to a bound value, with a label
  /// generated from a title string.
  ///
  /// ```swift
  /// // Fragment
  /// TextField(field.name, value: $amount, format: .number)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title of the text field, describing its purpose (not localized).
  ///   - value: The underlying value to edit.
  ///   - format: A format style of type `F` to use when converting between the string the user
  ///     edits and the underlying value of type `F.FormatInput`.
  ///   - prompt: A `Text` which provides users with guidance on what to enter into the text
  ///     field.
  @_disfavoredOverload
  nonisolated public init<S, F>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String {
    self.init(text: formattedText(value, format: format), label: Text(title))
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TextField {
  /// Creates a text field that applies a format style to a bound value, with a label you
  /// provide.
  ///
  /// ```swift
  /// // Fragment
  /// TextField(value: $price, format: .number) { Text("Price") }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The underlying value to edit.
  ///   - format: A format style of type `F` to use when converting between the string the user
  ///     edits and the underlying value of type `F.FormatInput`.
  ///   - prompt: A `Text` which provides users with guidance on what to enter into the text
  ///     field.
  ///   - label: A view that describes the purpose of the text field.
  nonisolated public init<F>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F: ParseableFormatStyle, F.FormatOutput == String {
    self.init(text: formattedText(value, format: format), label: label())
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension TextField where Label == Text {
  /// Creates a text field with a text label generated from a localized title string, that
  /// grows along `axis` (HeadlessUI records no size: it edits like any text field).
  ///
  /// ```swift
  /// // Fragment
  /// TextField("Message", text: $message, axis: .vertical)
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized title of the text field, describing its purpose.
  ///   - text: The text to display and edit.
  ///   - axis: The axis in which to scroll text when it doesn't fit in the available space.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(text: text, label: Text(titleKey))
  }

  /// Creates a text field with a prompt, that grows along `axis`.
  ///
  /// ```swift
  /// // Fragment
  /// TextField("Message", text: $message, prompt: Text("Say hello"), axis: .vertical)
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized title of the text field, describing its purpose.
  ///   - text: The text to display and edit.
  ///   - prompt: A `Text` representing the prompt of the text field which provides users with
  ///     guidance on what to type into the text field.
  ///   - axis: The axis in which to scroll text when it doesn't fit in the available space.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, label: Text(titleKey))
  }

  /// Creates a text field with a text label generated from a title string, that grows along
  /// `axis`.
  ///
  /// ```swift
  /// // Fragment
  /// TextField(field.name, text: $value, axis: .vertical)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title of the text field, describing its purpose (not localized).
  ///   - text: The text to display and edit.
  ///   - axis: The axis in which to scroll text when it doesn't fit in the available space.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, text: Binding<String>, axis: Axis) where S: StringProtocol {
    self.init(text: text, label: Text(title))
  }

  /// Creates a text field with a title string and a prompt, that grows along `axis`.
  ///
  /// ```swift
  /// // Fragment
  /// TextField(field.name, text: $value, prompt: Text("Required"), axis: .vertical)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title of the text field, describing its purpose (not localized).
  ///   - text: The text to display and edit.
  ///   - prompt: A `Text` representing the prompt of the text field which provides users with
  ///     guidance on what to type into the text field.
  ///   - axis: The axis in which to scroll text when it doesn't fit in the available space.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) where S: StringProtocol {
    self.init(text: text, label: Text(title))
  }
}

/// The text of a formatted-value field: `format`'s text for the value; a write commits the
/// text when `format` parses it and leaves the value as it was otherwise.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated func formattedText<F>(_ value: Binding<F.FormatInput>, format: F) -> Binding<String>
where F: ParseableFormatStyle, F.FormatOutput == String {
  // Read and written on the main actor only, where the text field's binding is used (checked).
  let parts = UncheckedBox((value, format))
  return Binding(
    getValue: { MainActor.assumeIsolated { parts.value.1.format(parts.value.0.wrappedValue) } },
    setValue: { text in
      MainActor.assumeIsolated {
        if let parsed = try? parts.value.1.parseStrategy.parse(text) { parts.value.0.wrappedValue = parsed }
      }
    }
  )
}
