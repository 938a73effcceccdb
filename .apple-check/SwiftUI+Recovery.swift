// Declarations the error-recovery work (`handleRecoverableErrors()`, ARCHITECTURE.md, Recovery) uses
// from Foundation and the target check's Foundation stand-in lacks (`target-check.sh` writes a
// small Foundation; `check.sh` and `simulate-mac` compile against the host's Foundation, which has
// them, hence the `#if`). They belong to Foundation, not SwiftUI: this folder only extends the
// SwiftUI shadow, so they stand here until they join the shared Foundation stand-in.
// Quoted from Apple's iOS 18.0 SDK, `Foundation.framework/Modules/Foundation.swiftmodule/
// arm64-apple-ios.swiftinterface` (Swift 6.0, user module version 3038.1.102), where these are
// printed as `Foundation.*`; the interface shows accessors only, so the bodies are stubs (`nil`
// defaults, as Foundation's).
#if !os(Linux)
  // MARK: Foundation: LocalizedError
  // `@available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)`
  // `public protocol LocalizedError : Swift.Error {` with `var errorDescription: Swift.String? { get }`,
  // `var failureReason: Swift.String? { get }`, `var recoverySuggestion: Swift.String? { get }`,
  // `var helpAnchor: Swift.String? { get }`; `extension Foundation.LocalizedError {` gives each a
  // `public var … { get }`.
  @available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)
  public protocol LocalizedError : Error {
    var errorDescription: String? { get }
    var failureReason: String? { get }
    var recoverySuggestion: String? { get }
    var helpAnchor: String? { get }
  }
  @available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)
  extension LocalizedError {
    public var errorDescription: String? { nil }
    public var failureReason: String? { nil }
    public var recoverySuggestion: String? { nil }
    public var helpAnchor: String? { nil }
  }

  // MARK: Foundation: RecoverableError
  // `@available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)`
  // `public protocol RecoverableError : Swift.Error {` with `var recoveryOptions: [Swift.String] { get }`,
  // `func attemptRecovery(optionIndex recoveryOptionIndex: Swift.Int, resultHandler handler: @escaping
  // (_ recovered: Swift.Bool) -> Swift.Void)` (given a default in `extension Foundation.RecoverableError`)
  // and `func attemptRecovery(optionIndex recoveryOptionIndex: Swift.Int) -> Swift.Bool`.
  @available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)
  public protocol RecoverableError : Error {
    var recoveryOptions: [String] { get }
    func attemptRecovery(optionIndex recoveryOptionIndex: Int, resultHandler handler: @escaping (_ recovered: Bool) -> Void)
    func attemptRecovery(optionIndex recoveryOptionIndex: Int) -> Bool
  }
  @available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)
  extension RecoverableError {
    public func attemptRecovery(optionIndex recoveryOptionIndex: Int, resultHandler handler: @escaping (_ recovered: Bool) -> Void) {
      handler(attemptRecovery(optionIndex: recoveryOptionIndex))
    }
  }

  // MARK: Foundation: Error.localizedDescription
  // `@available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)`
  // `extension Swift.Error {` `public var localizedDescription: Swift.String { get }`
  @available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)
  extension Error {
    public var localizedDescription: String { "" }
  }
#endif
