// swift-tools-version: 6.0
import PackageDescription

/// Platforms where Apple's SwiftUI is not available: there the SwiftUI layer
/// compiles against HeadlessUI, our headless SwiftUI-compatible host.
let headlessPlatforms: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

/// For contributors only, not part of the package's API: with `HIERARCHY_RESPONDER_HEADLESS=1` in
/// the environment, a Mac builds the SwiftUI layer, its tests and the demo on HeadlessUI too, to
/// run the layer's acceptance suites there (`HIERARCHY_RESPONDER_HEADLESS=1 swift test`). Clients
/// never set it; the layer they build is always SwiftUI's where SwiftUI exists.
let headlessEverywhere = Context.environment["HIERARCHY_RESPONDER_HEADLESS"] == "1"

/// HeadlessUI, for a target that needs it where the layer is built on it.
let headlessUI: [Target.Dependency] = headlessEverywhere
  ? ["HeadlessUI"]
  : [.target(name: "HeadlessUI", condition: .when(platforms: headlessPlatforms))]

/// The `Headless` compilation condition the layer's sources test, set only for contributors.
let headlessSettings: [SwiftSetting] = headlessEverywhere ? [.define("Headless")] : []

/// OpenCombine gives HeadlessUI `ObservableObject`, `@Published` and the publishers `onReceive`
/// takes where Apple's Combine is absent: a dependency of HeadlessUI on the platforms it is built
/// for without SwiftUI, whichever machine evaluates the manifest (a Mac building for Linux links
/// it; a build for an Apple platform neither builds nor links it, and HeadlessUI, when a
/// contributor builds it there at all, uses Apple's Combine). SwiftPM still resolves the package on
/// every platform: a platform condition applies to building, not to resolution.
let openCombinePackage: [Package.Dependency] = [
  .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0")
]
let openCombine: [Target.Dependency] = [
  .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: headlessPlatforms))
]

/// The SwiftUI probes (Tests/SwiftUIProbes): each open question of the device-questions files as a
/// scenario hosted in a real window, asserting what HeadlessUI models. They need Apple's SwiftUI,
/// UIKit or AppKit, so the target exists only when the manifest is evaluated on an Apple system
/// and the layer is built on SwiftUI (not with `HIERARCHY_RESPONDER_HEADLESS=1`); Linux never sees
/// it.
#if canImport(Darwin)
  let swiftUIProbes: [Target] = headlessEverywhere ? [] : [
    .testTarget(
      name: "SwiftUIProbes",
      dependencies: [
        "HierarchyResponder",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    )
  ]
#else
  let swiftUIProbes: [Target] = []
#endif

let package = Package(
  name: "HierarchyResponder",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .library(name: "HierarchyResponder", targets: ["HierarchyResponder"]),
    .library(name: "HierarchyResponderCore", targets: ["HierarchyResponderCore"]),
    .library(name: "HierarchyRouting", targets: ["HierarchyRouting"]),
    .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
    .executable(name: "hierarchy-demo", targets: ["hierarchy-demo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0")
  ] + openCombinePackage,
  targets: [
    // ---- The library: the core, its opt-in routing utilities and the SwiftUI layer ----------
    // The responder chain, its dispatch rules and every algorithm; no UI framework.
    .target(
      name: "HierarchyResponderCore",
      dependencies: [.product(name: "IssueReporting", package: "xctest-dynamic-overlay")]
    ),
    // Opt-in utilities of the UIKit routing article that are not dispatch: strategy tables,
    // URL routing, named events.
    .target(name: "HierarchyRouting", dependencies: ["HierarchyResponderCore"]),
    // The SwiftUI layer: SwiftUI on Apple platforms, HeadlessUI elsewhere.
    .target(
      name: "HierarchyResponder",
      dependencies: ["HierarchyResponderCore"] + headlessUI,
      swiftSettings: headlessSettings
    ),
    // The main job on Linux: a sample app run headless, printing each event's journey.
    .executableTarget(
      name: "hierarchy-demo",
      dependencies: ["HierarchyResponder"] + headlessUI,
      swiftSettings: headlessSettings
    ),
    // What the test targets share (the random generator of the model-based and agreement tests).
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "HierarchyResponderCoreTests",
      dependencies: [
        "HierarchyResponderCore",
        "TestSupport",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "HierarchyRoutingTests",
      dependencies: [
        "HierarchyRouting",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "HierarchyResponderTests",
      dependencies: [
        "HierarchyResponder",
        "TestSupport",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ] + headlessUI,
      swiftSettings: headlessSettings
    ),
    // An app still in Swift 5 language mode: what compiled with the predecessor compiles.
    .testTarget(
      name: "HierarchyResponderSwift5Tests",
      dependencies: [
        "HierarchyResponder",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),

    // ---- The test host: HeadlessUI, in its own folder (HeadlessUI/README.md) ----------------
    // A headless, SwiftUI-compatible view host, used where SwiftUI does not exist. It stays a
    // target of this manifest because a package that clients depend on by URL cannot depend on a
    // `path:` package.
    .target(
      name: "HeadlessUI",
      // A missing environment object in a hosted view is a test failure under a test runner and
      // SwiftUI's crash elsewhere: IssueReporting is what reaches Swift Testing and XCTest.
      dependencies: openCombine + [.product(name: "IssueReporting", package: "xctest-dynamic-overlay")],
      path: "HeadlessUI/Sources/HeadlessUI"
    ),
    .testTarget(
      name: "HeadlessUITests",
      dependencies: [
        "HeadlessUI",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "HeadlessUI/Tests/HeadlessUITests"
    ),
  ] + swiftUIProbes,
  swiftLanguageModes: [.v6]
)
