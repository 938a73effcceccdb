import SwiftUI
import Testing

/// HeadlessUI/DEVICE-QUESTIONS.md, "Vocabulary" (the questions a program can drive).
@MainActor @Suite(.serialized, .enabled(if: ProbeWindow.isAvailable))
struct VocabularyProbes {
  @available(iOS 17.0, macOS 14.0, *)
  @Test("A TabView whose selection matches no tab shows no tab")
  func aSelectionMatchingNoTab() async {
    let model = NavigationProbeModel()
    model.tab = 99
    let log = ProbeLog()
    let window = ProbeWindow(UnmatchedSelectionScenario(model: model, log: log))
    defer { window.close() }
    await window.settle()
    let appeared = log.entries(endingWith: "appear")
    #expect(appeared.isEmpty,
            "DEVICE-QUESTIONS, A TabView whose selection matches no tab: SwiftUI showed \(appeared), selection now \(model.tab)")
  }

  @available(iOS 18.0, macOS 15.0, *)
  @Test("Tab content of an app's own with state: its @State is not kept (HeadlessUI's model)")
  func tabContentState() async {
    let model = NavigationProbeModel()
    let log = ProbeLog()
    let window = ProbeWindow(TabContentStateScenario(model: model, log: log))
    defer { window.close() }
    await window.settle()
    model.value = 1
    await window.settle()
    model.tab = 2
    await window.settle()
    model.tab = 1
    await window.settle()
    let counts = log.entries(startingWith: "count")
    #expect(counts == ["count 0", "count 0"],
            "DEVICE-QUESTIONS, Tab content of an app's own with state: the first tab showed \(counts) on its appearances")
  }
}
