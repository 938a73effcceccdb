/// The visibility of a UI element, chosen automatically based on the platform, current
/// context, and other factors.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// The element may be visible or hidden depending on the policies of the component
  /// accepting the visibility configuration.
  case automatic
  /// The element may be visible.
  case visible
  /// The element may be hidden.
  case hidden
}

extension View {
  /// The confirmation dialogs every `confirmationDialog` overload builds.
  nonisolated fileprivate func presentingDialog(
    _ title: Text, isPresented: Binding<Bool>, actions: AnyView?, message: AnyView?, hasData: Bool = true
  ) -> some View {
    modifier(AlertModifier(
      kind: .confirmationDialog, title: title, isPresented: isPresented, actions: .views(actions), message: message,
      hasData: hasData
    ))
  }
}

/// Confirmation dialogs: presented like alerts (``ViewHost/confirmationDialog`` reads one and taps
/// its buttons); a dialog declaring no cancel button gets a "Cancel" button, as on iOS.
///
/// ```swift
/// // Fragment
/// .confirmationDialog("Delete the draft?", isPresented: $isConfirming) {
///   Button("Delete", role: .destructive) { deleteDraft() }
/// }
/// ```
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  /// Presents a confirmation dialog when a given condition is true, using a localized string key for the title.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized string that describes the title of the dialog.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
  ///     When the user presses or taps one of the dialog's buttons, the dialog is dismissed and
  ///     this value is set to `false`.
  ///   - titleVisibility: The visibility of the dialog's title (ignored by HeadlessUI). The default
  ///     value is ``Visibility/automatic``.
  ///   - actions: A view builder returning the dialog's actions (a "Cancel" button is added when
  ///     none has the cancel role).
  nonisolated public func confirmationDialog<A>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View where A: View {
    presentingDialog(Text(titleKey), isPresented: isPresented, actions: AnyView(actions()), message: nil)
  }

  /// Presents a confirmation dialog with a message when a given condition is true, using a localized string key for the title.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized string that describes the title of the dialog.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
  ///     When the user presses or taps one of the dialog's buttons, the dialog is dismissed and
  ///     this value is set to `false`.
  ///   - titleVisibility: The visibility of the dialog's title (ignored by HeadlessUI). The default
  ///     value is ``Visibility/automatic``.
  ///   - actions: A view builder returning the dialog's actions (a "Cancel" button is added when
  ///     none has the cancel role).
  ///   - message: A view builder returning the message for the dialog.
  nonisolated public func confirmationDialog<A, M>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View {
    presentingDialog(Text(titleKey), isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()))
  }

  /// Presents a confirmation dialog using data to produce the dialog's content, using a localized string key for the title.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized string that describes the title of the dialog.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
  ///     When the user presses or taps one of the dialog's buttons, the dialog is dismissed and
  ///     this value is set to `false`.
  ///   - titleVisibility: The visibility of the dialog's title (ignored by HeadlessUI). The default
  ///     value is ``Visibility/automatic``.
  ///   - data: An optional source of truth for the confirmation dialog. The dialog is shown only
  ///     while `data` is non-`nil`; its value is passed to the builders.
  ///   - actions: A view builder returning the dialog's actions, given the currently available data
  ///     (a "Cancel" button is added when none has the cancel role).
  nonisolated public func confirmationDialog<A, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View where A: View {
    presentingDialog(
      Text(titleKey), isPresented: isPresented, actions: data.map { AnyView(actions($0)) }, message: nil, hasData: data != nil
    )
  }

  /// Presents a confirmation dialog with a message using data to produce the dialog's content,
  /// using a localized string key for the title.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized string that describes the title of the dialog.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
  ///     When the user presses or taps one of the dialog's buttons, the dialog is dismissed and
  ///     this value is set to `false`.
  ///   - titleVisibility: The visibility of the dialog's title (ignored by HeadlessUI). The default
  ///     value is ``Visibility/automatic``.
  ///   - data: An optional source of truth for the confirmation dialog. The dialog is shown only
  ///     while `data` is non-`nil`; its value is passed to the builders.
  ///   - actions: A view builder returning the dialog's actions, given the currently available data
  ///     (a "Cancel" button is added when none has the cancel role).
  ///   - message: A view builder returning the message for the dialog, given the currently
  ///     available data.
  nonisolated public func confirmationDialog<A, M, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View {
    presentingDialog(
      Text(titleKey), isPresented: isPresented, actions: data.map { AnyView(actions($0)) },
      message: data.map { AnyView(message($0)) }, hasData: data != nil
    )
  }

  /// Presents a confirmation dialog when a given condition is true, using a string for the title.
  ///
  /// - Parameters:
  ///   - title: A text string used as the title of the dialog (not localized).
  ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
  ///     When the user presses or taps one of the dialog's buttons, the dialog is dismissed and
  ///     this value is set to `false`.
  ///   - titleVisibility: The visibility of the dialog's title (ignored by HeadlessUI). The default
  ///     value is ``Visibility/automatic``.
  ///   - actions: A view builder returning the dialog's actions (a "Cancel" button is added when
  ///     none has the cancel role).
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S, A>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View where S: StringProtocol, A: View {
    presentingDialog(Text(title), isPresented: isPresented, actions: AnyView(actions()), message: nil)
  }

  /// Presents a confirmation dialog with a message when a given condition is true, using a string for the title.
  ///
  /// - Parameters:
  ///   - title: A text string used as the title of the dialog (not localized).
  ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
  ///     When the user presses or taps one of the dialog's buttons, the dialog is dismissed and
  ///     this value is set to `false`.
  ///   - titleVisibility: The visibility of the dialog's title (ignored by HeadlessUI). The default
  ///     value is ``Visibility/automatic``.
  ///   - actions: A view builder returning the dialog's actions (a "Cancel" button is added when
  ///     none has the cancel role).
  ///   - message: A view builder returning the message for the dialog.
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S, A, M>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    presentingDialog(Text(title), isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()))
  }

  /// Presents a confirmation dialog using data to produce the dialog's content, using a string for the title.
  ///
  /// - Parameters:
  ///   - title: A text string used as the title of the dialog (not localized).
  ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
  ///     When the user presses or taps one of the dialog's buttons, the dialog is dismissed and
  ///     this value is set to `false`.
  ///   - titleVisibility: The visibility of the dialog's title (ignored by HeadlessUI). The default
  ///     value is ``Visibility/automatic``.
  ///   - data: An optional source of truth for the confirmation dialog. The dialog is shown only
  ///     while `data` is non-`nil`; its value is passed to the builders.
  ///   - actions: A view builder returning the dialog's actions, given the currently available data
  ///     (a "Cancel" button is added when none has the cancel role).
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S, A, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View where S: StringProtocol, A: View {
    presentingDialog(
      Text(title), isPresented: isPresented, actions: data.map { AnyView(actions($0)) }, message: nil, hasData: data != nil
    )
  }

  /// Presents a confirmation dialog with a message using data to produce the dialog's content,
  /// using a string for the title.
  ///
  /// - Parameters:
  ///   - title: A text string used as the title of the dialog (not localized).
  ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
  ///     When the user presses or taps one of the dialog's buttons, the dialog is dismissed and
  ///     this value is set to `false`.
  ///   - titleVisibility: The visibility of the dialog's title (ignored by HeadlessUI). The default
  ///     value is ``Visibility/automatic``.
  ///   - data: An optional source of truth for the confirmation dialog. The dialog is shown only
  ///     while `data` is non-`nil`; its value is passed to the builders.
  ///   - actions: A view builder returning the dialog's actions, given the currently available data
  ///     (a "Cancel" button is added when none has the cancel role).
  ///   - message: A view builder returning the message for the dialog, given the currently
  ///     available data.
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S, A, M, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    presentingDialog(
      Text(title), isPresented: isPresented, actions: data.map { AnyView(actions($0)) },
      message: data.map { AnyView(message($0)) }, hasData: data != nil
    )
  }

  /// Presents a confirmation dialog when a given condition is true, using a text view for the title.
  ///
  /// - Parameters:
  ///   - title: The title of the dialog.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
  ///     When the user presses or taps one of the dialog's buttons, the dialog is dismissed and
  ///     this value is set to `false`.
  ///   - titleVisibility: The visibility of the dialog's title (ignored by HeadlessUI). The default
  ///     value is ``Visibility/automatic``.
  ///   - actions: A view builder returning the dialog's actions (a "Cancel" button is added when
  ///     none has the cancel role).
  nonisolated public func confirmationDialog<A>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View where A: View {
    presentingDialog(title, isPresented: isPresented, actions: AnyView(actions()), message: nil)
  }

  /// Presents a confirmation dialog with a message when a given condition is true, using a text view for the title.
  ///
  /// - Parameters:
  ///   - title: The title of the dialog.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
  ///     When the user presses or taps one of the dialog's buttons, the dialog is dismissed and
  ///     this value is set to `false`.
  ///   - titleVisibility: The visibility of the dialog's title (ignored by HeadlessUI). The default
  ///     value is ``Visibility/automatic``.
  ///   - actions: A view builder returning the dialog's actions (a "Cancel" button is added when
  ///     none has the cancel role).
  ///   - message: A view builder returning the message for the dialog.
  nonisolated public func confirmationDialog<A, M>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View {
    presentingDialog(title, isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()))
  }

  /// Presents a confirmation dialog using data to produce the dialog's content, using a text view for the title.
  ///
  /// - Parameters:
  ///   - title: The title of the dialog.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
  ///     When the user presses or taps one of the dialog's buttons, the dialog is dismissed and
  ///     this value is set to `false`.
  ///   - titleVisibility: The visibility of the dialog's title (ignored by HeadlessUI). The default
  ///     value is ``Visibility/automatic``.
  ///   - data: An optional source of truth for the confirmation dialog. The dialog is shown only
  ///     while `data` is non-`nil`; its value is passed to the builders.
  ///   - actions: A view builder returning the dialog's actions, given the currently available data
  ///     (a "Cancel" button is added when none has the cancel role).
  nonisolated public func confirmationDialog<A, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View where A: View {
    presentingDialog(
      title, isPresented: isPresented, actions: data.map { AnyView(actions($0)) }, message: nil, hasData: data != nil
    )
  }

  /// Presents a confirmation dialog with a message using data to produce the dialog's content,
  /// using a text view for the title.
  ///
  /// - Parameters:
  ///   - title: The title of the dialog.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
  ///     When the user presses or taps one of the dialog's buttons, the dialog is dismissed and
  ///     this value is set to `false`.
  ///   - titleVisibility: The visibility of the dialog's title (ignored by HeadlessUI). The default
  ///     value is ``Visibility/automatic``.
  ///   - data: An optional source of truth for the confirmation dialog. The dialog is shown only
  ///     while `data` is non-`nil`; its value is passed to the builders.
  ///   - actions: A view builder returning the dialog's actions, given the currently available data
  ///     (a "Cancel" button is added when none has the cancel role).
  ///   - message: A view builder returning the message for the dialog, given the currently
  ///     available data.
  nonisolated public func confirmationDialog<A, M, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View {
    presentingDialog(
      title, isPresented: isPresented, actions: data.map { AnyView(actions($0)) },
      message: data.map { AnyView(message($0)) }, hasData: data != nil
    )
  }

}
