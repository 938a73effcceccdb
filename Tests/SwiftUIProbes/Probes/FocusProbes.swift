import SwiftUI
import Testing

/// HeadlessUI/DEVICE-QUESTIONS.md, "Focus, commands and keyboard shortcuts" (the questions a
/// program can drive; the others are manual checks listed there).
@MainActor @Suite(.serialized, .enabled(if: ProbeWindow.isAvailable))
struct FocusProbes {
  @available(iOS 17.0, macOS 14.0, *)
  @Test("A focused value and a scene value for the same key: the focused view's wins while it has focus")
  func aFocusedValueWinsOverASceneValue() async {
    let model = FocusProbeModel()
    let log = ProbeLog()
    let window = ProbeWindow(FocusScenario(name: "w", model: model, log: log))
    defer { window.close() }
    await window.settle()
    let unfocused = log.entries(startingWith: "w reads").last
    #expect(unfocused == "w reads w scene",
            "DEVICE-QUESTIONS, A focused value and a scene value: with nothing focused SwiftUI read \(unfocused ?? "nothing")")
    model.requested = .outside
    await window.settle()
    let focused = log.entries(startingWith: "w reads").last
    #expect(focused == "w reads w outside",
            "DEVICE-QUESTIONS, A focused value and a scene value: with the row focused SwiftUI read \(focused ?? "nothing")")
  }

  @available(iOS 17.0, macOS 14.0, *)
  @Test("A focusedValue applied inside .focusable() is visible while the view has focus")
  func aFocusedValueInsideFocusable() async {
    let model = FocusProbeModel()
    let log = ProbeLog()
    let window = ProbeWindow(FocusScenario(name: "w", model: model, log: log))
    defer { window.close() }
    await window.settle()
    model.requested = .inside
    await window.settle()
    let read = log.entries(startingWith: "w reads").last
    #expect(read == "w reads w inside",
            "DEVICE-QUESTIONS, A focusedValue applied inside .focusable(): SwiftUI read \(read ?? "nothing")")
  }

  @available(iOS 17.0, macOS 14.0, *)
  @Test("Where focus goes when the focused view leaves the screen: nowhere, the FocusState becomes nil")
  func focusWhenTheFocusedViewLeaves() async {
    let model = FocusProbeModel()
    let log = ProbeLog()
    let window = ProbeWindow(FocusScenario(name: "w", model: model, log: log))
    defer { window.close() }
    await window.settle()
    model.requested = .outside
    await window.settle()
    log.clear()
    model.showsRows = false
    await window.settle()
    let focus = log.entries(startingWith: "w focus")
    let read = log.entries(startingWith: "w reads").last
    #expect(focus == ["w focus nil"],
            "DEVICE-QUESTIONS, Where focus goes when the focused view leaves the screen: the FocusState went \(focus)")
    #expect(read == "w reads w scene",
            "DEVICE-QUESTIONS, Where focus goes when the focused view leaves the screen: SwiftUI then read \(read ?? "nothing")")
  }

  @available(iOS 17.0, macOS 14.0, *)
  @Test("Which window's values @FocusedValue reads in a window that is not key: the key window's",
        .enabled(if: ProbeWindow.hasSeveralKeyWindows))
  func aFocusedValueInABackgroundWindow() async {
    let first = FocusProbeModel()
    let second = FocusProbeModel()
    let log = ProbeLog()
    let window1 = ProbeWindow(FocusScenario(name: "one", model: first, log: log))
    defer { window1.close() }
    await window1.settle()
    first.requested = .outside
    await window1.settle()
    let window2 = ProbeWindow(FocusScenario(name: "two", model: second, log: log))
    defer { window2.close() }
    second.requested = .outside
    window2.makeKey()
    await window2.settle()
    let read = log.entries(startingWith: "one reads").last
    #expect(read == "one reads two outside",
            "DEVICE-QUESTIONS, Which window's values does @FocusedValue read in a window that is not key: window 1 read \(read ?? "nothing")")
  }
}
