// `UIViewControllerRepresentable` as an app writes a picker (a controller of its own whose delegate
// is the coordinator, writing back through a binding), through `import SwiftUI` alone. The
// representable compiles against SwiftUI where UIKit comes with it (the apple-check type-checks it
// as app code against Apple's shapes, `.ci/run`) and against HeadlessUI elsewhere; the test mounts
// it where HeadlessUI is the SwiftUI and plays the controller's part.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

#if canImport(UIKit) || !canImport(SwiftUI) || Headless
  /// The controller's delegate, as UIKit pickers have one.
  @MainActor private protocol CodePickerDelegate: AnyObject {
    func picker(_ picker: CodePickerController, didPick code: String)
  }

  /// A UIKit controller of the app's own that picks a code.
  private final class CodePickerController: UIViewController {
    weak var delegate: CodePickerDelegate?
    func pick(_ code: String) { delegate?.picker(self, didPick: code) }
  }

  /// The picker wrapped for SwiftUI: the coordinator is its delegate and writes the binding.
  private struct CodePicker: UIViewControllerRepresentable {
    @Binding var code: String
    @MainActor static var made: [CodePickerController] = []

    final class Coordinator: CodePickerDelegate {
      var parent: CodePicker
      init(parent: CodePicker) { self.parent = parent }
      func picker(_ picker: CodePickerController, didPick code: String) { parent.code = code }
    }

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    func makeUIViewController(context: Context) -> CodePickerController {
      let controller = CodePickerController()
      controller.delegate = context.coordinator
      Self.made.append(controller)
      return controller
    }

    func updateUIViewController(_ uiViewController: CodePickerController, context: Context) {
      context.coordinator.parent = self
    }
  }

  private struct CodeScreen: View {
    @State private var code = "none"
    var body: some View {
      VStack {
        Text("Code: \(code)")
        CodePicker(code: $code)
      }
    }
  }
#endif

#if !canImport(SwiftUI) || Headless
  import Testing

  // UIViewControllerRepresentable's documentation: the coordinator is how "your view controller
  // … coordinate[s] with other SwiftUI views" (here, its delegate writing a binding); SwiftUI makes
  // the controller once and keeps it while the representable is on screen.
  @MainActor @Test func aPickerRepresentablesCoordinatorWritesBackThroughItsBinding() throws {
    CodePicker.made = []
    let host = ViewHost(CodeScreen())
    #expect(CodePicker.made.count == 1)
    CodePicker.made[0].pick("4711")
    try host.update()
    #expect(try host.find(text: "Code: 4711").isMounted)
    #expect(CodePicker.made.count == 1)
  }
#endif
