// Declarations the Published Events article's snippets use and the shared shadow lacks (compiled
// into the SwiftUI shadow by `APPLE_CHECK_EXTRA=.apple-check`). Shapes from Apple's iOS 18.0 SDK
// interfaces; bodies are stubs. `import SwiftUI` re-exports Combine, and Foundation's Combine
// overlay adds `NotificationCenter.publisher(for:object:)`: both are declared here, in the SwiftUI
// shadow, because the check has no Combine or Foundation-overlay shadow. Positions: a comment names
// the interface it quotes, "SwiftUI" for iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/
// Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface and "SwiftUICore" for the same path
// under SwiftUICore.framework, and quotes Apple's declaration as it reads there (search the file for
// the quote).
import Foundation

// MARK: SwiftUICore: Alignment, VerticalAlignment, ZStack
// SwiftUICore: `@frozen public struct VerticalAlignment : Swift.Equatable` and `@frozen public
// struct Alignment : Swift.Equatable` with `public var horizontal`, `public var vertical`,
// `@inlinable public init(horizontal:vertical:)`, and, in extensions of the same file, `public static
// let center` on both (iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VerticalAlignment : Equatable {
  public static let center = VerticalAlignment()
  public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool { true }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment : Equatable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static func == (a: Alignment, b: Alignment) -> Bool { true }
}

// SwiftUICore: `@frozen @_Concurrency.MainActor @preconcurrency public struct ZStack<Content> :
// SwiftUICore.View where Content : SwiftUICore.View` with `@inlinable nonisolated public init(alignment:
// SwiftUICore.Alignment = .center, @SwiftUICore.ViewBuilder content: () -> Content)` and
// `@available(*, unavailable) extension SwiftUICore.ZStack : Swift.Sendable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct ZStack<Content> : View where Content : View {
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(*, unavailable) extension ZStack : Sendable {}

// MARK: Combine (re-exported by SwiftUI): Publisher
// From Combine's interface, not SwiftUI's (SwiftUI spells it `Combine.Publisher`); its position
// there is not given. Only the associated types are declared; `receive(subscriber:)` is left out.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure : Error
}

// MARK: Foundation's Combine overlay: NotificationCenter.Publisher
// From Foundation's interface (its Combine overlay), not SwiftUI's; its position there is not given.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension NotificationCenter {
  public struct Publisher : SwiftUI.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never
    public let center: NotificationCenter
    public let name: Notification.Name
    public let object: AnyObject?
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }
  }
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
    NotificationCenter.Publisher(center: self, name: name, object: object)
  }
}

// MARK: SwiftUI: onReceive
// SwiftUI: `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) extension
// SwiftUICore.View { @inlinable nonisolated public func onReceive<P>(_ publisher: P, perform action:
// @escaping (P.Output) -> Swift.Void) -> some SwiftUICore.View where P : Combine.Publisher, P.Failure ==
// Swift.Never }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P : SwiftUI.Publisher, P.Failure == Never { modifier(EmptyModifier()) }
}
