import HeadlessUI
import Testing

/// A settings screen with one of each control the crawler drives, and two it leaves alone.
private struct SettingsScreen: View {
  @State var isOn = false
  @State var size = "Small"
  @State var name = ""
  @State var confirming = false
  @State var log: [String] = []

  var body: some View {
    VStack {
      Toggle("Wi-Fi", isOn: $isOn)
      Picker("Size", selection: $size) {
        Text("Small").tag("Small")
        Text("Large").tag("Large")
      }
      TextField("Name", text: $name)
      Button("Reset") { confirming = true }
      Button("Locked") {}.disabled(true)
      Text("Row").contextMenu { Button("Copy") { log.append("copied") } }
      Text(log.joined(separator: ", "))
    }
    .alert("Reset everything?", isPresented: $confirming) {
      Button("Reset", role: .destructive) { log.append("reset") }
    }
  }
}

@MainActor
@Suite("Crawler: explores a window breadth first, within its limits")
struct CrawlerTests {
  @Test("crawler: every driven control is performed once per state, from a fresh root, breadth first")
  func breadthFirst() async throws {
    let summary = try await Crawler(limits: CrawlLimits(depth: 2)) { ViewHost(SettingsScreen()) }.run()
    #expect(summary.failures.isEmpty)
    #expect(summary.paths.prefix(6).map { $0.map(\.description) } == [
      [],
      [#"toggle "Wi-Fi" on SettingsScreen"#],
      [#"pick "Large" in "Size" on SettingsScreen"#],
      [#"tap "Reset" on SettingsScreen"#],
      [#"context menu of "Row" on SettingsScreen"#],
      [#"toggle "Wi-Fi" on SettingsScreen"#, #"toggle "Wi-Fi" on SettingsScreen"#],
    ])
    // The alert is modal: only its button, then the context menu's item.
    #expect(summary.paths.contains { $0.map(\.description) == [#"tap "Reset" on SettingsScreen"#, #"alert button "Reset" on alert "Reset everything?""#] })
    #expect(summary.paths.contains { $0.map(\.description) == [#"context menu of "Row" on SettingsScreen"#, #"tap "Copy" on SettingsScreen"#] })
    #expect(summary.screens == ["SettingsScreen", #"alert "Reset everything?""#])
  }

  @Test("crawler: disabled controls, text entry and what lies beyond the limits are reported as skipped")
  func skipped() async throws {
    let summary = try await Crawler(limits: CrawlLimits(depth: 1, actions: 3)) { ViewHost(SettingsScreen()) }.run()
    #expect(summary.actionCount == 3)
    #expect(summary.skipped.map(\.description) == [
      #"tap "Name" on SettingsScreen: not crawled: text entry"#,
      #"tap "Locked" on SettingsScreen: disabled"#,
      // What the states after the first actions offer: beyond the depth.
      #"toggle "Wi-Fi" on SettingsScreen: beyond the depth limit (1)"#,
      #"pick "Large" in "Size" on SettingsScreen: beyond the depth limit (1)"#,
      #"tap "Reset" on SettingsScreen: beyond the depth limit (1)"#,
      #"context menu of "Row" on SettingsScreen: beyond the depth limit (1)"#,
      #"pick "Small" in "Size" on SettingsScreen: beyond the depth limit (1)"#,
      #"alert button "Reset" on alert "Reset everything?": beyond the depth limit (1)"#,
      #"context menu of "Row" on SettingsScreen: beyond the action limit (3)"#,
    ])
  }

  @Test("crawler: an app's menu commands are crawled with its key window")
  func appCommands() async throws {
    let summary = try await Crawler(limits: CrawlLimits(depth: 1)) { AppHost(CounterApp()) }.run()
    #expect(summary.failures.isEmpty)
    #expect(summary.paths.map { $0.map(\.description) } == [
      [],
      [#"tap "Add" on CounterView"#],
      [#"menu command "Counter > Reset (⌘R)" on menu bar"#],
    ])
  }
}

private struct CounterApp: App {
  var body: some Scene {
    WindowGroup { CounterView() }
      .commands {
        CommandMenu("Counter") {
          Button("Reset") {}.keyboardShortcut("r")
        }
      }
  }
}

private struct CounterView: View {
  @State var count = 0

  var body: some View {
    VStack {
      Text("\(count)")
      Button("Add") { count += 1 }
    }
  }
}
