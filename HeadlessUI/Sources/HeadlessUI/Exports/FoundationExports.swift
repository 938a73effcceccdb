// `import SwiftUI` is all an app file needs for `Date`, `URL`, `UserDefaults`, `DispatchQueue` and
// the CoreGraphics geometry (`CGFloat`, `CGSize`, `CGRect`, `CGPoint`): Apple's SwiftUI interface
// re-exports CoreGraphics (`@_exported import CoreGraphics`), and its Objective-C umbrella header
// brings UIKit or AppKit, and Foundation with them. HeadlessUI gives the same Foundation: on
// Linux the CoreGraphics geometry types are part of Foundation itself. UIKit and AppKit have no
// Linux counterpart; an app guards their uses with `#if canImport(UIKit)`.
@_exported import Foundation
