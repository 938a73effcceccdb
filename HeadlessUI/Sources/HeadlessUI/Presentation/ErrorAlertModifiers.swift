import Foundation

extension View {
  /// Presents an alert when an error is present.
  ///
  /// The alert appears while `isPresented` is `true` and `error` is not `nil`; its title is the
  /// error's `errorDescription` (Apple's `alert(isPresented:error:actions:)` documentation).
  ///
  /// ```swift
  /// // Fragment
  /// .alert(isPresented: $showsError, error: saveError) {
  ///   Button("Retry") { retry() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: a binding to whether the alert is shown.
  ///   - error: the error the alert describes; `nil` shows nothing.
  ///   - actions: the alert's buttons.
  nonisolated public func alert<E, A>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View where E: LocalizedError, A: View {
    modifier(AlertModifier(
      title: Text(error?.errorDescription ?? ""), isPresented: isPresented,
      actions: .views(error == nil ? nil : AnyView(actions())), message: nil, hasData: error != nil))
  }

  /// Presents an alert with a message when an error is present.
  ///
  /// The alert appears while `isPresented` is `true` and `error` is not `nil`; its title is the
  /// error's `errorDescription`, its actions and message are made from the error.
  ///
  /// ```swift
  /// // Fragment
  /// .alert(isPresented: $showsError, error: saveError) { _ in
  ///   Button("OK") {}
  /// } message: { error in
  ///   Text(error.recoverySuggestion ?? "")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: a binding to whether the alert is shown.
  ///   - error: the error the alert describes; `nil` shows nothing.
  ///   - actions: the alert's buttons, made from the error.
  ///   - message: the alert's message, made from the error.
  nonisolated public func alert<E, A, M>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> some View where E: LocalizedError, A: View, M: View {
    modifier(AlertModifier(
      title: Text(error?.errorDescription ?? ""), isPresented: isPresented,
      actions: .views(error.map { AnyView(actions($0)) }), message: error.map { AnyView(message($0)) },
      hasData: error != nil))
  }
}
