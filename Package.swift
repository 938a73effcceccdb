// swift-tools-version: 6.0
import PackageDescription

/// Platforms where Apple's SwiftUI is not available: there the SwiftUI layer
/// compiles against HeadlessUI, our headless SwiftUI-compatible host.
let headlessPlatforms: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

let package = Package(
  name: "HierarchyResponder",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .library(name: "HierarchyResponder", targets: ["HierarchyResponder"]),
    .library(name: "HierarchyResponderCore", targets: ["HierarchyResponderCore"]),
    .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
    .executable(name: "hierarchy-demo", targets: ["hierarchy-demo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
    // `ObservableObject`/`@Published` for HeadlessUI where Apple's Combine is absent (built only there).
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    // The responder chain, its dispatch rules and every algorithm; no UI framework.
    .target(
      name: "HierarchyResponderCore",
      dependencies: [.product(name: "IssueReporting", package: "xctest-dynamic-overlay")]
    ),
    // A headless, SwiftUI-compatible view host (used where SwiftUI does not exist).
    .target(
      name: "HeadlessUI",
      dependencies: [
        .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: headlessPlatforms)),
      ]
    ),
    // The SwiftUI layer: SwiftUI on Apple platforms, HeadlessUI elsewhere.
    .target(
      name: "HierarchyResponder",
      dependencies: [
        "HierarchyResponderCore",
        .target(name: "HeadlessUI", condition: .when(platforms: headlessPlatforms)),
      ]
    ),
    // The main job on Linux: a sample app run headless, printing each event's journey.
    .executableTarget(
      name: "hierarchy-demo",
      dependencies: [
        "HierarchyResponder",
        .target(name: "HeadlessUI", condition: .when(platforms: headlessPlatforms)),
      ]
    ),
    .testTarget(
      name: "HierarchyResponderCoreTests",
      dependencies: [
        "HierarchyResponderCore",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI"]),
    .testTarget(
      name: "HierarchyResponderTests",
      dependencies: [
        "HierarchyResponder",
        .target(name: "HeadlessUI", condition: .when(platforms: headlessPlatforms)),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
