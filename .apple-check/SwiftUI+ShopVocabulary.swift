// Placeholder for the shop-vocabulary stand-ins of issue #19, which another branch writes in full
// in a file of this name (with `Color` among many others). This one declares only `Color`, which
// `.apple-check/SwiftUI+ShopVocabularyAdditions.swift` needs (strikethrough's `color:`); when both
// branches meet, keep the full file and drop this one.
//
// Position: "SwiftUICore N" is the `read_file` offset (16,000-character page) at which the
// declaration shows in xybp888/iOS-SDKs, iPhoneOS18.0.sdk/System/Library/Frameworks/
// SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface.

// SwiftUICore 588000: `@frozen public struct Color : Swift.Hashable, Swift.CustomStringConvertible,
// Swift.Sendable` (iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0); `extension SwiftUICore.Color :
// SwiftUICore.View { public typealias Body = Swift.Never }` (same page).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color : Hashable, CustomStringConvertible, Sendable {
  public var description: String { "" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color : View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
