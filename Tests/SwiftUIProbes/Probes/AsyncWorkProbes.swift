import SwiftUI
import Testing

/// HeadlessUI/DEVICE-QUESTIONS.md, "Async work and publishing".
@MainActor @Suite(.serialized, .enabled(if: ProbeWindow.isAvailable))
struct AsyncWorkProbes {
  /// Waits up to `seconds` for an entry of `log` that begins with `prefix`.
  private func entry(_ prefix: String, in log: ProbeLog, window: ProbeWindow, within seconds: Int) async -> String? {
    for _ in 0..<(seconds * 4) {
      if let found = log.entries(startingWith: prefix).first { return found }
      await window.settle(seconds: 0.25)
    }
    return log.entries(startingWith: prefix).first
  }

  @available(iOS 17.0, macOS 14.0, *)
  @Test("When a removed view's @StateObject is released, and on which thread: a popped screen's")
  func aPoppedScreensStateObject() async {
    let model = RemovalProbeModel()
    let log = ProbeLog()
    let window = ProbeWindow(StateObjectReleaseScenario(model: model, log: log))
    defer { window.close() }
    model.path = [1]
    await window.settle(seconds: 1.5)
    model.path = []
    let released = await entry("pushed 1 released", in: log, window: window, within: 3)
    #expect(released == "pushed 1 released on main thread",
            "DEVICE-QUESTIONS, When a removed view's @StateObject is released / The thread of that deinit (pop): SwiftUI: \(released ?? "not released within 3 s")")
  }

  @available(iOS 17.0, macOS 14.0, *)
  @Test("When a removed view's @StateObject is released, and on which thread: a dismissed sheet's")
  func aDismissedSheetsStateObject() async {
    let model = RemovalProbeModel()
    let log = ProbeLog()
    let window = ProbeWindow(StateObjectReleaseScenario(model: model, log: log))
    defer { window.close() }
    model.showsSheet = true
    await window.settle(seconds: 1.5)
    model.showsSheet = false
    let released = await entry("sheet released", in: log, window: window, within: 3)
    #expect(released == "sheet released on main thread",
            "DEVICE-QUESTIONS, When a removed view's @StateObject is released / The thread of that deinit (sheet): SwiftUI: \(released ?? "not released within 3 s")")
  }

  @available(iOS 17.0, macOS 14.0, *)
  @Test("When a removed view's @StateObject is released, and on which thread: a deleted row's")
  func aDeletedRowsStateObject() async {
    let model = RemovalProbeModel()
    let log = ProbeLog()
    let window = ProbeWindow(StateObjectReleaseScenario(model: model, log: log))
    defer { window.close() }
    await window.settle()
    model.rows = [1]
    let released = await entry("row 2 released", in: log, window: window, within: 3)
    #expect(released == "row 2 released on main thread",
            "DEVICE-QUESTIONS, When a removed view's @StateObject is released / The thread of that deinit (row): SwiftUI: \(released ?? "not released within 3 s")")
  }

  @available(iOS 17.0, macOS 14.0, *)
  @Test("Preferences of screens that are not on screen: a covered root and a deselected loaded tab count, a sheet does not")
  func preferencesOfScreensNotOnScreen() async {
    let model = NavigationProbeModel()
    let log = ProbeLog()
    let window = ProbeWindow(HiddenPreferencesScenario(model: model, log: log))
    defer { window.close() }
    await window.settle()
    model.path = [1]
    model.tab = 2
    await window.settle(seconds: 1.5)
    model.tab = 1
    await window.settle(seconds: 1)
    let names = log.entries(startingWith: "names").last
    #expect(names == "names [\"root\", \"detail 1\", \"first\", \"second\"]",
            "DEVICE-QUESTIONS, Preferences of screens that are not on screen (stack, tabs): SwiftUI reported \(names ?? "nothing")")
    log.clear()
    model.showsSheet = true
    await window.settle(seconds: 1.5)
    let withSheet = log.entries(startingWith: "names")
    #expect(withSheet.isEmpty,
            "DEVICE-QUESTIONS, Preferences of screens that are not on screen (sheet): SwiftUI reported \(withSheet)")
  }

  @available(iOS 17.0, macOS 14.0, *)
  @Test("Order of onAppear and onPreferenceChange for an inserted row, in a List and in a VStack", arguments: [true, false])
  func orderForAnInsertedRow(inList: Bool) async {
    let model = RemovalProbeModel()
    let log = ProbeLog()
    let window = ProbeWindow(InsertedRowScenario(model: model, inList: inList, log: log))
    defer { window.close() }
    await window.settle()
    log.clear()
    model.rows = [1, 2, 3]
    await window.settle()
    let order = log.entries
    #expect(order == ["row 3 appear", "names [\"row 1\", \"row 2\", \"row 3\"]"],
            "DEVICE-QUESTIONS, Order of onAppear and onPreferenceChange for an inserted row (\(inList ? "List" : "VStack")): SwiftUI did \(order)")
  }
}
