#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// One alert waiting to be shown: its texts and its buttons, each carrying out
/// its option from where the error came from.
struct PendingAlert: Identifiable, Equatable {
  /// One button of the alert.
  struct Choice {
    let label: Text
    let role: ButtonRole?
    let choose: @MainActor () -> Void
  }

  let id: Int
  let title: String?
  let message: String?
  let choices: [Choice]

  static func == (lhs: PendingAlert, rhs: PendingAlert) -> Bool { lhs.id == rhs.id }
}

/// Queues the errors of type `Value` that reach it and presents them in alerts,
/// one at a time, none lost: the responder behind
/// `handleAlertErrors()` and `handleRecoverableErrors()`. Its responder reads
/// where each error came from, so that the alert's buttons can send from there.
struct RecoveryAlertModifier<Value>: ViewModifier {
  @State private var queue: [PendingAlert] = []
  @State private var nextID = 0

  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  /// Makes the alert for an error (`id` is filled in when it is queued).
  let makeAlert: @MainActor (Value, ErrorRecoveryContext) -> PendingAlert

  func body(content: Content) -> some View {
    let queue = $queue
    let isPresented = Binding<Bool>(
      get: { !queue.wrappedValue.isEmpty },
      set: { presented in
        if !presented, !queue.wrappedValue.isEmpty { queue.wrappedValue.removeFirst() }
      })
    let current = self.queue.first
    content
      .recoveringErrorResponder(Value.self, fileID: fileID, filePath: filePath, line: line, column: column, enqueue)
      .alert(
        current?.title.map { Text($0) } ?? Text("Error"), isPresented: isPresented, presenting: current
      ) { alert in
        ForEach(alert.choices.indices, id: \.self) { index in
          let choice = alert.choices[index]
          Button(role: choice.role, action: choice.choose) { choice.label }
        }
      } message: { alert in
        if let message = alert.message { Text(message) }
      }
  }

  private func enqueue(_ error: Value, _ recovery: ErrorRecoveryContext) -> Bool {
    let alert = makeAlert(error, recovery)
    queue.append(PendingAlert(id: nextID, title: alert.title, message: alert.message, choices: alert.choices))
    nextID += 1
    return true
  }
}

extension View {
  /// Registers a responder for errors that cast to `Value`, which reads where each
  /// came from; `body` handles the error (`true`) or declines it.
  func recoveringErrorResponder<Value>(
    _ type: Value.Type, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
    _ body: @escaping @MainActor (Value, ErrorRecoveryContext) -> Bool
  ) -> some View {
    positioned(
      AnchoredNodeModifier<RecoveringErrorResponder<Value>>(fileID: fileID, filePath: filePath, line: line, column: column) {
        anchor, chain, site in
        anchor.update(parent: chain) { parentNode in
          RecoveringErrorResponder(parent: parentNode, site: site, body: body)
        } install: { node in
          node.site = site
          node.body = body
        }
      })
  }
}
