// Declarations undo through the chain (`handleUndoableEvent`, `UndoCommand`) uses from Foundation
// and SwiftUI. `UndoManager` belongs to Foundation, which has it on Apple's platforms; neither the
// host's Foundation here (swift-corelibs-foundation has no `UndoManager`) nor the target check's
// Foundation stand-in has it, so it stands here, in the SwiftUI shadow, as the Recovery file's
// Foundation declarations do.
// Quoted from Apple's iOS 18.0 SDK, `Foundation.framework/Modules/Foundation.swiftmodule/
// arm64-apple-ios.swiftinterface` (NSUndoManager as Swift imports it, and the overlay's
// `registerUndo(withTarget:handler:)`), and `SwiftUI.framework/…/arm64-apple-ios.swiftinterface`
// (`EnvironmentValues.undoManager`). Bodies are stubs.

// MARK: Foundation: UndoManager
// `@available(iOS 3.0, macOS 10.0, *) open class UndoManager : NSObject` with, among others,
// `open var canUndo: Bool { get }`, `open var canRedo: Bool { get }`, `open func undo()`,
// `open func redo()`, `open func removeAllActions(withTarget target: Any)`,
// `open func setActionName(_ actionName: String)`, `open var undoMenuItemTitle: String { get }`,
// `open var redoMenuItemTitle: String { get }`, `open var isUndoing: Bool { get }`,
// `open var isRedoing: Bool { get }`; and in `extension Foundation.UndoManager`:
// `@preconcurrency public func registerUndo<TargetType>(withTarget target: TargetType, handler:
// @escaping @Sendable (TargetType) -> Swift.Void) where TargetType : AnyObject`
// (`@available(macOS 10.11, iOS 9.0, watchOS 2.0, tvOS 9.0, *)`).
// (Its `NSObject` superclass is left out: nothing here uses it.)
open class UndoManager {
  public init() {}
  open var canUndo: Bool { false }
  open var canRedo: Bool { false }
  open func undo() {}
  open func redo() {}
  open func removeAllActions(withTarget target: Any) {}
  open func setActionName(_ actionName: String) {}
  open var undoMenuItemTitle: String { "Undo" }
  open var redoMenuItemTitle: String { "Redo" }
  open var isUndoing: Bool { false }
  open var isRedoing: Bool { false }
}

extension UndoManager {
  @available(macOS 10.11, iOS 9.0, watchOS 2.0, tvOS 9.0, *)
  @preconcurrency public func registerUndo<TargetType>(
    withTarget target: TargetType, handler: @escaping @Sendable (TargetType) -> Void
  ) where TargetType: AnyObject {}
}

// MARK: SwiftUI: EnvironmentValues.undoManager
// `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)`
// `extension SwiftUI.EnvironmentValues { public var undoManager: Foundation.UndoManager? { get } }`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  public var undoManager: UndoManager? { nil }
}
