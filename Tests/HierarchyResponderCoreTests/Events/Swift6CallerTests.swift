#if os(Linux)
  import Foundation
  import Testing

  /// The compile-time half of "Swift 6 (and Swift 5 callers)": Swift 6 callers keep
  /// the main-actor requirement of `TriggerEvent`, `ReportError` and `EventPublisher`
  /// (the nonisolated-friendly overloads exist only in Swift 5 mode). The Swift 5
  /// half is the `HierarchyResponderSwift5Tests` target, compiled in Swift 5 mode.
  ///
  /// Type-checks a nonisolated caller against the modules `swift build` made
  /// (`.build/debug/Modules`), in each language mode.
  @Suite struct Swift6CallerTests {
    static let caller = """
      import HierarchyResponderCore
      struct Ping: Event {}
      struct Oops: Error {}
      final class Model {
        var triggerEvent: TriggerEvent?
        var reportError: ReportError?
        var publisher: EventPublisher<Ping>?
        func ping() {
          triggerEvent?(Ping())
          reportError?(Oops())
          publisher?(Ping())
        }
      }
      """

    /// The diagnostics of `swiftc -typecheck` on ``caller`` in `mode`.
    func typecheck(swiftVersion mode: String) throws -> (status: Int32, errors: [String]) {
      let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      let modules = root.appendingPathComponent(".build/debug/Modules")
      try #require(FileManager.default.fileExists(atPath: modules.appendingPathComponent("HierarchyResponderCore.swiftmodule").path))
      let source = FileManager.default.temporaryDirectory.appendingPathComponent("Swift6Caller-\(mode)-\(getpid()).swift")
      try Self.caller.write(to: source, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: source) }

      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["swiftc", "-typecheck", "-swift-version", mode, "-I", modules.path, source.path]
      let output = Pipe()
      process.standardError = output
      process.standardOutput = Pipe()
      try process.run()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      let errors = text.split(separator: "\n").filter { $0.contains(": error: ") }.map {
        String($0[$0.range(of: "error: ")!.upperBound...])
      }
      return (process.terminationStatus, errors)
    }

    @Test("Swift 6 callers keep the compile-time main-actor requirement")
    func swift6CallersMustBeOnTheMainActor() throws {
      let result = try typecheck(swiftVersion: "6")
      #expect(result.status != 0)
      let message =
        "call to main actor-isolated instance method 'callAsFunction(_:fileID:filePath:line:column:)' in a synchronous nonisolated context"
      #expect(result.errors.map { $0.replacingOccurrences(of: " [#ActorIsolatedCall]", with: "") } == [message, message, message])
    }

    @Test("The same nonisolated caller compiles in Swift 5 mode")
    func swift5CallersCompile() throws {
      let result = try typecheck(swiftVersion: "5")
      #expect(result.errors == [])
      #expect(result.status == 0)
    }
  }
#endif
