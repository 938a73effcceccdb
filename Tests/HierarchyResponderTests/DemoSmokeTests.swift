// The layer's acceptance tests drive views through HeadlessUI: they run where the layer is
// built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  import Foundation
  import Testing

  /// Runs the built `hierarchy-demo` executable and checks its report.
  @Suite("hierarchy-demo smoke test")
  struct DemoSmokeTests {
    @Test("The demo exits with 0 and prints the key steps and journeys")
    func demoRuns() throws {
      let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      let binary = root.appendingPathComponent(".build/debug/hierarchy-demo")
      try #require(
        FileManager.default.isExecutableFile(atPath: binary.path),
        "hierarchy-demo not found at \(binary.path); build it with `swift build` (swift test builds it too)")

      let process = Process()
      process.executableURL = binary
      let stdout = Pipe()
      let stderr = Pipe()
      process.standardOutput = stdout
      process.standardError = stderr
      try process.run()
      let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      _ = stderr.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()

      #expect(process.terminationStatus == 0, "demo output:\n\(output)")
      for line in [
        "Post 2 now has 1 like",
        "caught UnauthenticatedError -> ShowSignInEvent",
        "=> handled by App",
        "Alert shown: title \"Sharing paused\"",
        "The server saved post 3",
        "The profile screen of Grace opened feed://notifications",
        "The feed screen opened feed://notifications",
        "=> unhandled: reached the root",
        "Post menu: [\"Like (⌘L, disabled)\"]",
        "Post menu: [\"Like (⌘L)\"]",
        "Row of post 2: \"by Grace · 1 like\"",
        "LikeFocusedPostEvent from FeedDesktopApp.swift:17",
        "Row 3      .transformEvent  LikeFocusedPostEvent -> LikeEvent",
        "Row of post 3: \"by Linus · 1 like\"",
        "Done: 14 interactions.",
        "The event map",
        #"Unhandled event RateAppEvent: sent by tap "Rate this app" on Feedly, no responder took it. Reproduce: tap "Rate this app" on Feedly"#,
        "```mermaid",
        #"-->|"LikeEvent"|"#,
        #"-->|"ShowSignInEvent"|"#,
      ] {
        #expect(output.contains(line), "missing \(line.debugDescription) in:\n\(output)")
      }
    }
  }
#endif
