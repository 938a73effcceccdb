#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// What ``EventCommand`` and a validating ``EventButton`` show for the state the deciding
/// responder declared: a button, or a toggle when the state has an
/// on/off value — in a menu, a toggle is an item with a checkmark (Apple's
/// `ToggleStyle.automatic` documentation: a toggle in a menu shows its label with a checkmark
/// only in the on state) — disabled when the state is or
/// no responder takes the event (`nil`), titled by the state's title when it has one.
struct EventStateControl<Label: View>: View {
  let state: EventState?
  let role: ButtonRole?
  let label: Label
  /// Sends the event. Views, their actions and bindings run on the main actor.
  let action: @MainActor () -> Void

  var body: some View {
    if let isOn = state?.isOn {
      let send = action
      Toggle(isOn: Binding(get: { isOn }, set: { _ in send() })) { title }
        .disabled(state?.isEnabled != true)
    } else {
      Button(role: role, action: action) { title }
        .disabled(state?.isEnabled != true)
    }
  }

  /// The state's title, or the label.
  @ViewBuilder private var title: some View {
    if let title = state?.title {
      Text(title)
    } else {
      label
    }
  }
}
