// swift-tools-version:5.9
// A package that supports OpenCombine optionally, as XMLCoder 0.18 does: it depends on neither
// Combine nor OpenCombine, and imports whichever `canImport` finds.
import PackageDescription

let package = Package(
  name: "XMLLike",
  products: [.library(name: "XMLLike", targets: ["XMLLike"])],
  targets: [.target(name: "XMLLike")]
)
