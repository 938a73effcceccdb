extension View {
  /// The alerts every title-based `alert` overload builds.
  nonisolated fileprivate func presentingAlert(
    _ title: Text, isPresented: Binding<Bool>, actions: AnyView?, message: AnyView?, hasData: Bool = true
  ) -> some View {
    modifier(AlertModifier(
      title: title, isPresented: isPresented, actions: .views(actions), message: message, hasData: hasData
    ))
  }
}

extension View {
  /// Presents an alert when a given condition is true, using a localized string key for the title.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized string that describes the title of the alert.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
  ///     When the user presses or taps one of the alert's actions, the alert is dismissed and this
  ///     value is set to `false`.
  ///   - actions: A view builder returning the alert's actions (an "OK" button when it returns
  ///     none).
  nonisolated public func alert<A>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View where A: View {
    presentingAlert(Text(titleKey), isPresented: isPresented, actions: AnyView(actions()), message: nil)
  }

  /// Presents an alert when a given condition is true, using a string for the title.
  ///
  /// - Parameters:
  ///   - title: A text string used as the title of the alert (not localized).
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
  ///     When the user presses or taps one of the alert's actions, the alert is dismissed and this
  ///     value is set to `false`.
  ///   - actions: A view builder returning the alert's actions (an "OK" button when it returns
  ///     none).
  @_disfavoredOverload
  nonisolated public func alert<S, A>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View where S: StringProtocol, A: View {
    presentingAlert(Text(title), isPresented: isPresented, actions: AnyView(actions()), message: nil)
  }

  /// Presents an alert when a given condition is true, using a text view for the title.
  ///
  /// - Parameters:
  ///   - title: The title of the alert.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
  ///     When the user presses or taps one of the alert's actions, the alert is dismissed and this
  ///     value is set to `false`.
  ///   - actions: A view builder returning the alert's actions (an "OK" button when it returns
  ///     none).
  nonisolated public func alert<A>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View where A: View {
    presentingAlert(title, isPresented: isPresented, actions: AnyView(actions()), message: nil)
  }

  /// Presents an alert with a message when a given condition is true, using a localized string key for the title.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized string that describes the title of the alert.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
  ///     When the user presses or taps one of the alert's actions, the alert is dismissed and this
  ///     value is set to `false`.
  ///   - actions: A view builder returning the alert's actions (an "OK" button when it returns
  ///     none).
  ///   - message: A view builder returning the message for the alert.
  nonisolated public func alert<A, M>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View {
    presentingAlert(Text(titleKey), isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()))
  }

  /// Presents an alert with a message when a given condition is true, using a string for the title.
  ///
  /// - Parameters:
  ///   - title: A text string used as the title of the alert (not localized).
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
  ///     When the user presses or taps one of the alert's actions, the alert is dismissed and this
  ///     value is set to `false`.
  ///   - actions: A view builder returning the alert's actions (an "OK" button when it returns
  ///     none).
  ///   - message: A view builder returning the message for the alert.
  @_disfavoredOverload
  nonisolated public func alert<S, A, M>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    presentingAlert(Text(title), isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()))
  }

  /// Presents an alert with a message when a given condition is true, using a text view for the title.
  ///
  /// - Parameters:
  ///   - title: The title of the alert.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
  ///     When the user presses or taps one of the alert's actions, the alert is dismissed and this
  ///     value is set to `false`.
  ///   - actions: A view builder returning the alert's actions (an "OK" button when it returns
  ///     none).
  ///   - message: A view builder returning the message for the alert.
  nonisolated public func alert<A, M>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View {
    presentingAlert(title, isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()))
  }

  /// Presents an alert using the given data to produce the alert's content and a localized string key for the title; shown while the condition is true and `data` is non-`nil`.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized string that describes the title of the alert.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
  ///     When the user presses or taps one of the alert's actions, the alert is dismissed and this
  ///     value is set to `false`.
  ///   - data: An optional source of truth for the alert. The alert is shown only while `data` is
  ///     non-`nil`; its value is passed to the builders.
  ///   - actions: A view builder returning the alert's actions, given the currently available data
  ///     (an "OK" button when it returns none).
  nonisolated public func alert<A, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View where A: View {
    presentingAlert(Text(titleKey), isPresented: isPresented, actions: data.map { AnyView(actions($0)) }, message: nil, hasData: data != nil)
  }

  /// Presents an alert using the given data to produce the alert's content and a string for the title; shown while the condition is true and `data` is non-`nil`.
  ///
  /// - Parameters:
  ///   - title: A text string used as the title of the alert (not localized).
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
  ///     When the user presses or taps one of the alert's actions, the alert is dismissed and this
  ///     value is set to `false`.
  ///   - data: An optional source of truth for the alert. The alert is shown only while `data` is
  ///     non-`nil`; its value is passed to the builders.
  ///   - actions: A view builder returning the alert's actions, given the currently available data
  ///     (an "OK" button when it returns none).
  @_disfavoredOverload
  nonisolated public func alert<S, A, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View where S: StringProtocol, A: View {
    presentingAlert(Text(title), isPresented: isPresented, actions: data.map { AnyView(actions($0)) }, message: nil, hasData: data != nil)
  }

  /// Presents an alert using the given data to produce the alert's content and a text view for the title; shown while the condition is true and `data` is non-`nil`.
  ///
  /// - Parameters:
  ///   - title: The title of the alert.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
  ///     When the user presses or taps one of the alert's actions, the alert is dismissed and this
  ///     value is set to `false`.
  ///   - data: An optional source of truth for the alert. The alert is shown only while `data` is
  ///     non-`nil`; its value is passed to the builders.
  ///   - actions: A view builder returning the alert's actions, given the currently available data
  ///     (an "OK" button when it returns none).
  nonisolated public func alert<A, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View where A: View {
    presentingAlert(title, isPresented: isPresented, actions: data.map { AnyView(actions($0)) }, message: nil, hasData: data != nil)
  }

  /// Presents an alert with a message using the given data to produce the alert's content and a localized string key for the title; shown while the condition is true and `data` is non-`nil`.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized string that describes the title of the alert.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
  ///     When the user presses or taps one of the alert's actions, the alert is dismissed and this
  ///     value is set to `false`.
  ///   - data: An optional source of truth for the alert. The alert is shown only while `data` is
  ///     non-`nil`; its value is passed to the builders.
  ///   - actions: A view builder returning the alert's actions, given the currently available data
  ///     (an "OK" button when it returns none).
  ///   - message: A view builder returning the message for the alert, given the currently available
  ///     data.
  nonisolated public func alert<A, M, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View {
    presentingAlert(Text(titleKey), isPresented: isPresented, actions: data.map { AnyView(actions($0)) }, message: data.map { AnyView(message($0)) }, hasData: data != nil)
  }

  /// Presents an alert with a message using the given data to produce the alert's content and a string for the title; shown while the condition is true and `data` is non-`nil`.
  ///
  /// - Parameters:
  ///   - title: A text string used as the title of the alert (not localized).
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
  ///     When the user presses or taps one of the alert's actions, the alert is dismissed and this
  ///     value is set to `false`.
  ///   - data: An optional source of truth for the alert. The alert is shown only while `data` is
  ///     non-`nil`; its value is passed to the builders.
  ///   - actions: A view builder returning the alert's actions, given the currently available data
  ///     (an "OK" button when it returns none).
  ///   - message: A view builder returning the message for the alert, given the currently available
  ///     data.
  @_disfavoredOverload
  nonisolated public func alert<S, A, M, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    presentingAlert(Text(title), isPresented: isPresented, actions: data.map { AnyView(actions($0)) }, message: data.map { AnyView(message($0)) }, hasData: data != nil)
  }

  /// Presents an alert with a message using the given data to produce the alert's content and a text view for the title; shown while the condition is true and `data` is non-`nil`.
  ///
  /// - Parameters:
  ///   - title: The title of the alert.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
  ///     When the user presses or taps one of the alert's actions, the alert is dismissed and this
  ///     value is set to `false`.
  ///   - data: An optional source of truth for the alert. The alert is shown only while `data` is
  ///     non-`nil`; its value is passed to the builders.
  ///   - actions: A view builder returning the alert's actions, given the currently available data
  ///     (an "OK" button when it returns none).
  ///   - message: A view builder returning the message for the alert, given the currently available
  ///     data.
  nonisolated public func alert<A, M, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View {
    presentingAlert(title, isPresented: isPresented, actions: data.map { AnyView(actions($0)) }, message: data.map { AnyView(message($0)) }, hasData: data != nil)
  }
}

extension View {
  /// Presents an alert to the user (iOS 13 API): `content` makes the ``Alert`` when the view is
  /// evaluated; it is shown while `isPresented` is `true`.
  ///
  /// - Parameters:
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert
  ///     that you create in the modifier's `content` closure. When the user presses or taps one of
  ///     the alert's buttons, this value is set to `false`.
  ///   - content: A closure returning the alert to present.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return modifier(AlertModifier(
      title: alert.title, isPresented: isPresented, actions: .legacy(alert.buttons),
      message: alert.message.map { AnyView($0) }, hasData: true
    ))
  }
}
