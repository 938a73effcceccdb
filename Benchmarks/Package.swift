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
    .executableTarget(
      name: "ResponderDispatch",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "HierarchyResponderCore", package: "HierarchyResponder"),
      ],
      path: "Benchmarks/ResponderDispatch",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
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
    .executableTarget(
      name: "ResponderSubscription",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "HierarchyResponderCore", package: "HierarchyResponder"),
      ],
      path: "Benchmarks/ResponderSubscription",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
    // A synchronous driver of the subscription benchmark, for callgrind's instruction counts.
    .executableTarget(
      name: "SubscriptionCallgrind",
      dependencies: [.product(name: "HierarchyResponderCore", package: "HierarchyResponder")],
      path: "Benchmarks/SubscriptionCallgrind"
    ),
  ],
  swiftLanguageModes: [.v6]
)
