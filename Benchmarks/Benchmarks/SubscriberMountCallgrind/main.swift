import HeadlessUI
import HierarchyResponder

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A synchronous driver for instruction counts under callgrind (valgrind crashes on an async
// main): mounts, under one `.publisher(for: Ping.self)`, S subscribers nested in each other
// (`nested`: S screens, each inside the previous one) or side by side (`flat`: S rows of one
// stack), through the SwiftUI layer on HeadlessUI; `--bare` mounts the same tree without the
// `.subscribe` modifiers, so that the difference is what subscribing costs.
//
//   SubscriberMountCallgrind <nested|flat> <S> [--bare]
//
// Scripts/subscriber-mount-callgrind.sh runs it at S = 1,000 and 10,000 and prints the ratio.

private struct Ping: Event {}

/// One level of the nested tree: a text and, inside it, the next level.
private struct NestedLevel: View {
  let remaining: Int
  let subscribes: Bool

  var body: some View {
    VStack {
      Text("Level \(remaining)")
      if remaining > 1 { NestedLevel(remaining: remaining - 1, subscribes: subscribes) }
    }
    .modifier(Subscribing(subscribes: subscribes))
  }
}

/// `.subscribe(to: Ping.self)` when `subscribes`, nothing otherwise (the same node count).
private struct Subscribing: ViewModifier {
  let subscribes: Bool

  func body(content: Content) -> some View {
    if subscribes {
      content.subscribe(to: Ping.self) { _ in }
    } else {
      content
    }
  }
}

/// S rows of one stack.
private struct FlatRows: View {
  let rows: Int
  let subscribes: Bool

  var body: some View {
    VStack {
      ForEach(0..<rows, id: \.self) { row in
        Text("Row \(row)").modifier(Subscribing(subscribes: subscribes))
      }
    }
  }
}

private struct Root<Content: View>: View {
  let content: Content

  var body: some View {
    content.publisher(for: Ping.self) { _ in }
  }
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, ["nested", "flat"].contains(arguments[1]), let count = Int(arguments[2]) else {
  print("usage: SubscriberMountCallgrind <nested|flat> <S> [--bare]")
  exit(2)
}
let subscribes = !arguments.contains("--bare")

MainActor.assumeIsolated {
  let host: ViewHost
  if arguments[1] == "nested" {
    host = ViewHost(Root(content: NestedLevel(remaining: count, subscribes: subscribes)))
  } else {
    host = ViewHost(Root(content: FlatRows(rows: count, subscribes: subscribes)))
  }
  precondition(!host.findAll(text: "\(arguments[1] == "nested" ? "Level" : "Row") 1").isEmpty, "mounted")
}
