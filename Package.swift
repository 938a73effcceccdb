// swift-tools-version: 6.1
import PackageDescription

/// Platforms where Apple's SwiftUI is not available: there the SwiftUI layer
/// compiles against HeadlessUI, our headless SwiftUI-compatible host.
let headlessPlatforms: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

/// Platforms where SwiftUI exists: there the layer uses it, unless the `Headless` trait is on.
let swiftUIPlatforms: [Platform] = [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst]

/// HeadlessUI, for a target that needs it where the layer is built on it: on the
/// platforms without SwiftUI, and on Apple platforms with the `Headless` trait (both
/// parts of a condition must hold, so the two never apply together).
let headlessUI: [Target.Dependency] = [
  .target(name: "HeadlessUI", condition: .when(platforms: headlessPlatforms)),
  .target(name: "HeadlessUI", condition: .when(platforms: swiftUIPlatforms, traits: ["Headless"])),
]

let package = Package(
  name: "HierarchyResponder",
  // tvOS 16: SwiftUI's tap gestures (`onTapGesture(count:trigger:)`) start there, and every
  // Apple TV that runs tvOS 15 runs tvOS 16.
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v16), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .library(name: "HierarchyResponder", targets: ["HierarchyResponder"]),
    .library(name: "HierarchyResponderCore", targets: ["HierarchyResponderCore"]),
    .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
    .executable(name: "hierarchy-demo", targets: ["hierarchy-demo"]),
  ],
  traits: [
    .trait(
      name: "Headless",
      description: """
        Builds the SwiftUI layer on HeadlessUI even where SwiftUI exists, to run the layer's \
        acceptance tests and the demo on a Mac: `swift test --traits Headless`.
        """
    ),
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
        // A missing environment object in a hosted view is a test failure under a test runner
        // and SwiftUI's crash elsewhere: IssueReporting is what reaches Swift Testing and XCTest.
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    // The SwiftUI layer: SwiftUI on Apple platforms, HeadlessUI elsewhere (or with the trait).
    .target(
      name: "HierarchyResponder",
      dependencies: ["HierarchyResponderCore"] + headlessUI
    ),
    // The main job on Linux: a sample app run headless, printing each event's journey.
    .executableTarget(
      name: "hierarchy-demo",
      dependencies: ["HierarchyResponder"] + headlessUI
    ),
    .testTarget(
      name: "HierarchyResponderCoreTests",
      dependencies: [
        "HierarchyResponderCore",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "HeadlessUITests",
      dependencies: [
        "HeadlessUI",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "HierarchyResponderTests",
      dependencies: [
        "HierarchyResponder",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ] + headlessUI
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
  ],
  swiftLanguageModes: [.v6]
)
