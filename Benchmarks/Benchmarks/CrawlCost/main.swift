// The cost of crawling a screen of N buttons, each opening a detail screen with one button of
// its own (Scripts/crawl-cost.sh): HeadlessUI's public API only, so that the script can build the
// same file against another revision.
//
// The crawl is asynchronous; it runs in a task on the main queue, drained by the main run loop.
//
//   CrawlCost <buttons>    crawls the screen, two actions deep, and prints the actions performed
import Foundation
import HeadlessUI

/// One detail screen: its title and a button that marks it (a new state, one action deeper).
struct Detail: View {
  let number: Int
  @State private var isFavorite = false

  var body: some View {
    VStack {
      Text("Item \(number)\(isFavorite ? " ★" : "")")
      Button("Favorite") { isFavorite.toggle() }
    }
  }
}

/// N rows, each a link to its detail screen.
struct Screen: View {
  let buttons: Int

  var body: some View {
    NavigationStack {
      VStack {
        ForEach(0..<buttons, id: \.self) { number in
          NavigationLink("Item \(number)") { Detail(number: number) }
        }
      }
    }
  }
}

let arguments = CommandLine.arguments
guard arguments.count == 2, let buttons = Int(arguments[1]) else {
  print("usage: CrawlCost <buttons>")
  exit(2)
}

@MainActor
func crawl() async throws -> Int {
  let crawler = Crawler(limits: CrawlLimits(depth: 2, actions: 100_000)) { ViewHost(Screen(buttons: buttons)) }
  let summary = try await crawler.run()
  precondition(summary.failures.isEmpty, "the crawl failed: \(summary.failures)")
  return summary.paths.count - 1
}

// A synchronous main that runs the main run loop on the main thread (valgrind crashes on an async
// main, and on `dispatchMain()`'s parked main thread): the crawl runs in a main-actor task, which
// ends the process.
Task { @MainActor in
  do {
    print(try await crawl())
    exit(0)
  } catch {
    print("the crawl threw: \(error)")
    exit(1)
  }
}
while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
