// The representable contexts as an app uses them beyond the coordinator: handed to code that needs
// a Sendable value, and `animate(changes:completion:)` (iOS 18) called from an update, through
// `import SwiftUI` alone. The representables compile against SwiftUI where UIKit comes with it (the
// apple-check type-checks them as app code against Apple's shapes) and against HeadlessUI
// elsewhere; the test mounts them where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

#if canImport(UIKit) || !canImport(SwiftUI) || Headless
  /// What the updates' animations ran, in order.
  @MainActor private final class AnimationLog {
    var entries: [String] = []
  }

  /// Returns `value`, which must be Sendable (SwiftUI declares both contexts Sendable).
  private func sendable<T: Sendable>(_ value: T) -> T { value }

  /// A UIKit view of the app's own whose count changes inside an animation.
  private final class BadgeView: UIView {
    var count = 0
  }

  /// A UIKit controller of the app's own whose count changes inside an animation.
  private final class BadgeController: UIViewController {
    var count = 0
  }

  private struct Badge: UIViewRepresentable {
    let count: Int
    let log: AnimationLog

    func makeUIView(context: Context) -> BadgeView { BadgeView() }

    func updateUIView(_ uiView: BadgeView, context: Context) {
      let context = sendable(context)
      if #available(iOS 18.0, tvOS 18.0, *) {
        context.animate {
          uiView.count = count
          log.entries.append("view changes \(count)")
        } completion: {
          log.entries.append("view completion \(uiView.count)")
        }
      }
    }
  }

  private struct BadgePanel: UIViewControllerRepresentable {
    let count: Int
    let log: AnimationLog

    func makeUIViewController(context: Context) -> BadgeController { BadgeController() }

    func updateUIViewController(_ uiViewController: BadgeController, context: Context) {
      let context = sendable(context)
      if #available(iOS 18.0, tvOS 18.0, *) {
        context.animate {
          uiViewController.count = count
          log.entries.append("controller changes \(count)")
        } completion: {
          log.entries.append("controller completion \(uiViewController.count)")
        }
      }
    }
  }

  private struct BadgeScreen: View {
    let log: AnimationLog
    @State private var count = 1
    var body: some View {
      VStack {
        Badge(count: count, log: log)
        BadgePanel(count: count, log: log)
        Button("More") { count += 1 }
      }
    }
  }
#endif

#if !canImport(SwiftUI) || Headless
  import Testing

  // UIViewRepresentableContext.animate(changes:completion:) and its controller twin: "Animates
  // changes using the animation in the current transaction" and calls the completion when the
  // animation ends. HeadlessUI animates nothing, so an update's changes, then its completion, run
  // before the update returns.
  @MainActor @Test("A representable context's animate runs the changes, then the completion, at once")
  func aRepresentableContextAnimatesItsChangesAtOnceThenCompletes() throws {
    let log = AnimationLog()
    let host = ViewHost(BadgeScreen(log: log))
    #expect(
      log.entries == [
        "view changes 1", "view completion 1", "controller changes 1", "controller completion 1",
      ])
    log.entries = []
    try host.button("More").tap()
    #expect(
      log.entries == [
        "view changes 2", "view completion 2", "controller changes 2", "controller completion 2",
      ])
  }
#endif
