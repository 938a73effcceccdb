// swift-tools-version: 6.0
// An app tested on Linux by the README's recipe: its views beside a dependency that supports
// OpenCombine optionally (XMLLike, which does what XMLCoder 0.18 does), a stand-in module for an
// Apple-only framework (LocalAuthentication), and its `@main` app in an executable target that a
// test target imports. `HeadlessUI/Tests/Fixtures/build-existing-app.sh` builds it and its tests.
import PackageDescription

let package = Package(
  name: "OptionalCombineApp",
  platforms: [.iOS(.v15), .macOS(.v12)],
  dependencies: [
    .package(name: "HierarchyResponder", path: "../../../../.."),
    .package(path: "../XMLLike"),
  ],
  targets: [
    .target(
      name: "AppViews",
      dependencies: [
        .product(name: "HeadlessUI", package: "HierarchyResponder", condition: .when(platforms: [.linux])),
        .product(name: "XMLLike", package: "XMLLike"),
        .target(name: "LocalAuthentication", condition: .when(platforms: [.linux])),
      ]
    ),
    // The stand-in for the Apple-only framework, under its name, on Linux only.
    .target(name: "LocalAuthentication"),
    // The `@main` app: an executable target, which a test target can depend on.
    .executableTarget(
      name: "OrderApp",
      dependencies: [
        "AppViews",
        .product(name: "HeadlessUI", package: "HierarchyResponder", condition: .when(platforms: [.linux])),
      ]
    ),
    .testTarget(
      name: "OrderAppTests",
      dependencies: [
        "OrderApp", "AppViews",
        .product(name: "HeadlessUI", package: "HierarchyResponder", condition: .when(platforms: [.linux])),
      ]
    ),
  ]
)
