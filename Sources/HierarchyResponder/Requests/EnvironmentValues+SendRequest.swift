#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

extension EnvironmentValues {
  /// Sends requests from this point of the view hierarchy and returns their answers.
  ///
  /// Read it with `@Environment(\.sendRequest)` and call it like an `async` function:
  ///
  /// ```swift
  /// // Fragment
  /// @Environment(\.sendRequest) var sendRequest
  /// …
  /// Button("Delete") {
  ///   Task { if try await sendRequest(ConfirmDeletion(itemName: item.name)) { delete(item) } }
  /// }
  /// ```
  ///
  /// Like `triggerEvent`, it reaches the responders outer to the view that reads it, not those
  /// in the view's own `body`. Setting it (for previews or tests) replaces the whole responder
  /// chain below, events and errors included.
  public var sendRequest: SendRequest {
    get { SendRequest(chain: responderChain) }
    set { responderChain = newValue.chain }
  }
}
