/// An indication whether a view is currently presented by another view: SwiftUI's first
/// dismissal API, which apps written for iOS 13 and 14 still read.
///
/// Read it with `@Environment(\.presentationMode)` and call `dismiss()` on its value: it does what
/// the `dismiss` environment action does (a sheet, cover or popover is dismissed, a pushed view
/// is popped); outside any presentation it does nothing. SwiftUI deprecates it in favour of
/// `isPresented` and `dismiss`.
///
/// ```swift
/// // Fragment
/// struct EditView: View {
///   @Environment(\.presentationMode) private var presentationMode
///   var body: some View { Button("Done") { presentationMode.wrappedValue.dismiss() } }
/// }
/// ```
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use isPresented or dismiss")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
public struct PresentationMode {
  private let target: DismissTarget?

  /// Indicates whether a view is currently presented.
  public private(set) var isPresented: Bool

  init(target: DismissTarget?, isPresented: Bool) {
    self.target = target
    self.isPresented = isPresented
  }

  /// Dismisses the view if it is currently presented; if `isPresented` is `false`, it does
  /// nothing.
  public mutating func dismiss() {
    guard isPresented else { return }
    isPresented = false
    // Views and their actions run on the main actor, where SwiftUI calls this too.
    MainActor.assumeIsolated { [target] in target?.dismiss() }
  }
}

extension EnvironmentValues {
  /// A binding to the current presentation mode of the view associated with this environment.
  ///
  /// Its value's `dismiss()` dismisses the presentation, as ``dismiss`` does; writing the binding
  /// does nothing else.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use isPresented or dismiss")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(target: presentationTarget, isPresented: isPresented)
    return Binding(getValue: { mode }, setValue: { _ in })
  }
}
