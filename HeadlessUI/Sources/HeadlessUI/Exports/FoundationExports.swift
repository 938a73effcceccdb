// `import SwiftUI` is all an app file needs for `Date`, `URL`, `UserDefaults`, `DispatchQueue` and
// the CoreGraphics geometry (`CGFloat`, `CGSize`, `CGRect`, `CGPoint`, `CGVector`): Apple's SwiftUI
// interface re-exports CoreGraphics (`@_exported import CoreGraphics`), and its Objective-C
// umbrella header brings UIKit or AppKit, and Foundation with them. HeadlessUI gives the same
// Foundation. On Linux, Foundation itself holds `CGFloat`, `CGPoint`, `CGSize` and `CGRect`, not
// the rest of CoreGraphics: HeadlessUI declares `CGVector` and `CGAffineTransform` (their files
// here), and `CGColor` and `CGPath` are absent. Of UIKit, HeadlessUI declares the few
// types SwiftUI apps use through `import SwiftUI` alone (the UIKit folder); anything else an app
// guards with `#if canImport(UIKit)`.
@_exported import Foundation

// On Apple's platforms Foundation includes `URLSession`; on Linux it lives in FoundationNetworking.
// HeadlessUI brings it too, so that an app file that imports only SwiftUI (HeadlessUI here) finds
// `URLSession` and `URLRequest` as it does on Apple's platforms.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
