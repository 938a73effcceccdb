// swift-tools-version: 6.0
import PackageDescription

// The documentation build lives in its own package so that the library's clients never resolve
// swift-docc-plugin. Build the combined documentation (core, HeadlessUI and the SwiftUI layer):
//
//   cd Docs && swift package generate-documentation --enable-experimental-combined-documentation \
//     --target HierarchyResponderCore --target HierarchyRouting --target HeadlessUI --target HierarchyResponder --warnings-as-errors
let package = Package(
  name: "HierarchyResponderDocs",
  dependencies: [
    .package(name: "HierarchyResponder", path: ".."),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
  ],
  targets: [
    // SwiftPM's plugin context lists a dependency's targets only when a target of this package
    // uses them: this empty target does, so that the plugin can document them.
    .target(
      name: "DocsBuild",
      dependencies: [
        .product(name: "HierarchyResponder", package: "HierarchyResponder"),
        .product(name: "HierarchyResponderCore", package: "HierarchyResponder"),
        .product(name: "HierarchyRouting", package: "HierarchyResponder"),
        .product(name: "HeadlessUI", package: "HierarchyResponder"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
