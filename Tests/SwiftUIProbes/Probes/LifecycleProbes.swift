import SwiftUI
import Testing

/// HeadlessUI/DEVICE-QUESTIONS.md, "Lifecycle of covered screens": each probe hosts the question's
/// scenario in a window, drives it, and expects what HeadlessUI models; a failure names the
/// question and shows what SwiftUI did.
@MainActor @Suite(.serialized, .enabled(if: ProbeWindow.isAvailable))
struct LifecycleProbes {
  @available(iOS 17.0, macOS 14.0, *)
  @Test("Order of one transition: a push shows the pushed screen, then hides the root and cancels its task")
  func orderOfAPushAndAPop() async {
    let model = NavigationProbeModel()
    let log = ProbeLog()
    let window = ProbeWindow(StackLifecycleScenario(model: model, log: log))
    defer { window.close() }
    await window.settle()
    let push = await transition(in: window, log: log, seconds: 1.5) { model.path = [1] }
    #expect(push == ["detail 1 appear", "root disappear", "root task cancelled"],
            "DEVICE-QUESTIONS, Order of one transition (push): SwiftUI did \(push)")
    let pop = await transition(in: window, log: log, seconds: 1.5) { model.path = [] }
    #expect(pop == ["root appear", "detail 1 disappear", "detail 1 task cancelled"],
            "DEVICE-QUESTIONS, Order of one transition (pop): SwiftUI did \(pop)")
  }

  @available(iOS 17.0, macOS 14.0, *)
  @Test("Order of one transition: a tab switch shows the selected tab, then hides the other")
  func orderOfATabSwitch() async {
    let model = NavigationProbeModel()
    let log = ProbeLog()
    let window = ProbeWindow(TabLifecycleScenario(model: model, log: log))
    defer { window.close() }
    await window.settle()
    let entries = await transition(in: window, log: log, seconds: 1) { model.tab = 2 }
    #expect(entries == ["second appear", "first disappear", "first task cancelled"],
            "DEVICE-QUESTIONS, Order of one transition (tab switch): SwiftUI did \(entries)")
  }

  @available(iOS 17.0, macOS 14.0, *)
  @Test("Screens below the top of a path set at once never appear; popping to the root hides only the top")
  func screensBelowTheTopOfAPathSetAtOnce() async {
    let model = NavigationProbeModel()
    let log = ProbeLog()
    let window = ProbeWindow(StackLifecycleScenario(model: model, log: log))
    defer { window.close() }
    await window.settle()
    let pushed = await transition(in: window, log: log, seconds: 1.5) { model.path = [1, 2, 3] }
    #expect(pushed == ["detail 3 appear", "root disappear", "root task cancelled"],
            "DEVICE-QUESTIONS, Screens below the top of a path set at once: SwiftUI did \(pushed)")
    let popped = await transition(in: window, log: log, seconds: 1.5) { model.path = [] }
    #expect(popped == ["root appear", "detail 3 disappear", "detail 3 task cancelled"],
            "DEVICE-QUESTIONS, Screens below the top of a path set at once (pop to root): SwiftUI did \(popped)")
  }

  @available(iOS 17.0, macOS 14.0, *)
  @Test("Lazy tabs: at launch only the selected tab's view is evaluated; a custom modifier on another tab is")
  func lazyTabs() async {
    let model = NavigationProbeModel()
    let log = ProbeLog()
    let window = ProbeWindow(TabLifecycleScenario(model: model, log: log))
    defer { window.close() }
    await window.settle()
    let second = log.entries(startingWith: "second")
    #expect(!second.contains("second body") && !second.contains("second appear"),
            "DEVICE-QUESTIONS, Lazy tabs: SwiftUI loaded the second tab at launch: \(second)")
    #expect(second.contains("second modifier body"),
            "DEVICE-QUESTIONS, Lazy tabs: SwiftUI did not evaluate the second tab's custom modifier at launch (HeadlessUI does): \(second)")
  }

  @available(iOS 17.0, macOS 14.0, *)
  @Test("A covered view's onChange runs while it is covered")
  func aCoveredViewsOnChange() async {
    let model = NavigationProbeModel()
    let log = ProbeLog()
    let window = ProbeWindow(StackLifecycleScenario(model: model, log: log))
    defer { window.close() }
    await window.settle()
    model.path = [1]
    await window.settle(seconds: 1.5)
    log.clear()
    model.value = 1
    await window.settle()
    let changes = log.entries(startingWith: "root onChange")
    #expect(changes == ["root onChange 1"],
            "DEVICE-QUESTIONS, A covered view's onChange: SwiftUI ran \(changes) while the root was covered")
  }

  /// Clears the log, makes `change`, waits `seconds` for the window to settle, and returns the
  /// appear, disappear and cancellation entries logged meanwhile.
  private func transition(in window: ProbeWindow, log: ProbeLog, seconds: Double, _ change: () -> Void) async -> [String] {
    log.clear()
    change()
    await window.settle(seconds: seconds)
    return log.entries(endingWith: "appear", "disappear", "cancelled")
  }
}
