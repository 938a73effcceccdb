#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension FocusedValues {
  /// Sends requests from the focused view of the key window, the position its own `sendRequest`
  /// sends from, so that a menu command can ask the focused view a question and act on the answer;
  /// `nil` when ``triggerEvent`` is.
  ///
  /// It sends from the same position as ``triggerEvent``: the focused view's, or, when nothing has
  /// focus, the window's innermost window-level event responder's. The request then travels
  /// outward from there as any request does: the focused row can answer, or decline and leave the
  /// answer to its list or its window. A command reads it with `@FocusedValue`, sends from a
  /// `Task` (a request is awaited), and decides what to do with the answer, or with
  /// ``/HierarchyResponderCore/RequestNotAnswered`` when nothing answered:
  ///
  /// ```swift
  /// struct ExportCommands: Commands {
  ///   @FocusedValue(\.sendRequest) private var sendRequest
  ///   let exports: ExportQueue
  ///
  ///   var body: some Commands {
  ///     CommandMenu("Note") {
  ///       Button("Export") {
  ///         Task {
  ///           guard let format = try await sendRequest?(PickExportFormat()) else { return }
  ///           exports.export(as: format)
  ///         }
  ///       }
  ///       .disabled(sendRequest == nil)
  ///     }
  ///   }
  /// }
  /// ```
  public var sendRequest: SendRequest? {
    triggerEvent.map { SendRequest(chain: $0.chain) }
  }
}
