// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that the library carries no benchmark
// dependency. Run them with `cd Benchmarks && swift package benchmark`.
let package = Package(
  name: "HierarchyResponderBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "HierarchyResponder", path: ".."),
    .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The chains the dispatch benchmarks send through, and their hand-written baselines.
    .target(
      name: "DispatchFixtures",
      dependencies: [.product(name: "HierarchyResponderCore", package: "HierarchyResponder")],
      path: "Benchmarks/DispatchFixtures"
    ),
    .executableTarget(
      name: "ResponderDispatch",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        "DispatchFixtures",
      ],
      path: "Benchmarks/ResponderDispatch",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
    // A synchronous driver for instruction counts under callgrind (Scripts/callgrind.sh).
    .executableTarget(
      name: "ResponderCallgrind",
      dependencies: ["DispatchFixtures"],
      path: "Benchmarks/ResponderCallgrind"
    ),
    // The cost of an event by callgrind, fixed and per hop (Scripts/dispatch-cost.sh): public API and
    // the core's benchmark SPI only, so that the script can build the same file against another
    // revision of the library.
    .executableTarget(
      name: "DispatchCost",
      dependencies: [.product(name: "HierarchyResponderCore", package: "HierarchyResponder")],
      path: "Benchmarks/DispatchCost"
    ),
    // A request answered D hops up against an event handled D hops up (Scripts/request-cost.sh),
    // public API only, like DispatchCost.
    .executableTarget(
      name: "RequestCost",
      dependencies: [.product(name: "HierarchyResponderCore", package: "HierarchyResponder")],
      path: "Benchmarks/RequestCost"
    ),
    // What a queued value, a request in flight and a plain task keep, by resident size
    // (Scripts/load-memory.sh): public API only, built in debug like the harness.
    .executableTarget(
      name: "LoadMemory",
      dependencies: [.product(name: "HierarchyResponderCore", package: "HierarchyResponder")],
      path: "Benchmarks/LoadMemory"
    ),
    .executableTarget(
      name: "HeadlessUpdate",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "HeadlessUI", package: "HierarchyResponder"),
      ],
      path: "Benchmarks/HeadlessUpdate",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
    // The work the subscription benchmark and its callgrind driver measure.
    .target(
      name: "SubscriptionFixtures",
      dependencies: [.product(name: "HierarchyResponderCore", package: "HierarchyResponder")],
      path: "Benchmarks/SubscriptionFixtures"
    ),
    .executableTarget(
      name: "ResponderSubscription",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        "SubscriptionFixtures",
      ],
      path: "Benchmarks/ResponderSubscription",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
    // A parent's re-evaluation of 100 modifiers: the library's responder modifier against a plain
    // modifier that keeps an object with `@StateObject` (package-benchmark and callgrind).
    .target(
      name: "ModifierFixtures",
      dependencies: [
        .product(name: "HierarchyResponder", package: "HierarchyResponder"),
        .product(name: "HeadlessUI", package: "HierarchyResponder"),
      ],
      path: "Benchmarks/ModifierFixtures"
    ),
    .executableTarget(
      name: "ModifierReevaluation",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        "ModifierFixtures",
      ],
      path: "Benchmarks/ModifierReevaluation",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
    .executableTarget(
      name: "ModifierCallgrind",
      dependencies: ["ModifierFixtures"],
      path: "Benchmarks/ModifierCallgrind"
    ),
    // Leaving a screen of N subscribed rows, through the SwiftUI layer on HeadlessUI.
    .executableTarget(
      name: "PublishingUnmount",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "HierarchyResponder", package: "HierarchyResponder"),
        .product(name: "HeadlessUI", package: "HierarchyResponder"),
      ],
      path: "Benchmarks/PublishingUnmount",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
    // Menu re-evaluations per focused-view update and per validation change, counted through the
    // SwiftUI layer on HeadlessUI (`swift run -c release MenuReevaluation`).
    .executableTarget(
      name: "MenuReevaluation",
      dependencies: [
        .product(name: "HierarchyResponder", package: "HierarchyResponder"),
        .product(name: "HeadlessUI", package: "HierarchyResponder"),
      ],
      path: "Benchmarks/MenuReevaluation"
    ),
    // Crawling a screen of N links to detail screens (Scripts/crawl-cost.sh): HeadlessUI's public
    // API only, so that the script can build the same file against another revision.
    .executableTarget(
      name: "CrawlCost",
      dependencies: [.product(name: "HeadlessUI", package: "HierarchyResponder")],
      path: "Benchmarks/CrawlCost"
    ),
    // A synchronous driver of the subscription benchmark, for callgrind's instruction counts.
    .executableTarget(
      name: "SubscriptionCallgrind",
      dependencies: ["SubscriptionFixtures"],
      path: "Benchmarks/SubscriptionCallgrind"
    ),
    // Mounting S nested or flat subscribers through the SwiftUI layer on HeadlessUI, and the same
    // tree without them (Scripts/subscriber-mount-callgrind.sh).
    .executableTarget(
      name: "SubscriberMountCallgrind",
      dependencies: [
        .product(name: "HierarchyResponder", package: "HierarchyResponder"),
        .product(name: "HeadlessUI", package: "HierarchyResponder"),
      ],
      path: "Benchmarks/SubscriberMountCallgrind"
    ),
  ],
  swiftLanguageModes: [.v6]
)
