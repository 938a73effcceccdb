// `UIViewRepresentable` as an app writes it (a UIKit view of its own, a coordinator, a binding),
// through `import SwiftUI` alone. The representable compiles against SwiftUI where UIKit comes with
// it (the apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against
// HeadlessUI elsewhere; the test mounts it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

#if canImport(UIKit) || !canImport(SwiftUI) || Headless
  /// What the representable's methods did, in order.
  @MainActor private final class RepresentableLog {
    var entries: [String] = []
  }

  /// A UIKit view of the app's own.
  private final class MeterView: UIView {
    var level = 0
  }

  /// A UIKit view wrapped for SwiftUI: its coordinator, its view, an update per level.
  private struct Meter: UIViewRepresentable {
    let level: Int
    let log: RepresentableLog

    final class Coordinator {
      let log: RepresentableLog
      init(log: RepresentableLog) { self.log = log }
    }

    func makeCoordinator() -> Coordinator {
      log.entries.append("makeCoordinator")
      return Coordinator(log: log)
    }

    func makeUIView(context: Context) -> MeterView {
      log.entries.append("makeUIView")
      return MeterView()
    }

    func updateUIView(_ uiView: MeterView, context: Context) {
      uiView.level = level
      context.coordinator.log.entries.append("updateUIView \(level)")
    }

    static func dismantleUIView(_ uiView: MeterView, coordinator: Coordinator) {
      coordinator.log.entries.append("dismantleUIView \(uiView.level)")
    }
  }

  private struct MeterScreen: View {
    let log: RepresentableLog
    @State private var level = 1
    @State private var shown = true
    var body: some View {
      VStack {
        if shown { Meter(level: level, log: log) }
        Button("Up") { level += 1 }
        Button("Hide") { shown = false }
      }
    }
  }
#endif

#if !canImport(SwiftUI) || Headless
  import Testing

  // UIViewRepresentable's documentation: makeCoordinator() — "SwiftUI calls this method before
  // calling the makeUIView(context:) method"; updateUIView(_:context:) — "SwiftUI calls this method
  // for any changes affecting the corresponding UIKit view" (and once after making it);
  // dismantleUIView(_:coordinator:) — "SwiftUI calls this method before removing your custom view".
  @MainActor @Test func aUIViewRepresentableIsMadeUpdatedAndDismantledAsSwiftUIDocumentsIt() throws {
    let log = RepresentableLog()
    let host = ViewHost(MeterScreen(log: log))
    #expect(log.entries == ["makeCoordinator", "makeUIView", "updateUIView 1"])
    #expect(host.findAll(Meter.self).count == 1)
    try host.button("Up").tap()
    #expect(log.entries == ["makeCoordinator", "makeUIView", "updateUIView 1", "updateUIView 2"])
    try host.button("Hide").tap()
    #expect(log.entries.last == "dismantleUIView 2")
    #expect(host.findAll(Meter.self).isEmpty)
  }
#endif
