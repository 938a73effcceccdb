// Declarations the error-recovery work (`handleRecoverableErrors()`, ARCHITECTURE.md rule 20) uses
// from Foundation and the target check's Foundation stand-in lacks (`target-check.sh` writes a
// small Foundation; `check.sh` and `simulate-mac` compile against the host's Foundation, which has
// them, hence the `#if`). They belong to Foundation, not SwiftUI: this folder only extends the
// SwiftUI shadow, so they stand here until they join the shared Foundation stand-in.
// Shapes from the Swift overlay of Apple's Foundation (the `NSError.swift` of Apple's Swift
// repository, `stdlib/public/Darwin/Foundation`), quoted as they read there; not located in the
// iOS 18.0 SDK's Foundation interface. Bodies are stubs.
#if !os(Linux)
  // MARK: Foundation: LocalizedError
  // `public protocol LocalizedError : Error {` with `var errorDescription: String? { get }`,
  // `var failureReason: String? { get }`, `var recoverySuggestion: String? { get }`,
  // `var helpAnchor: String? { get }`, each `{ return nil }` in `public extension LocalizedError`.
  public protocol LocalizedError : Error {
    var errorDescription: String? { get }
    var failureReason: String? { get }
    var recoverySuggestion: String? { get }
    var helpAnchor: String? { get }
  }
  extension LocalizedError {
    public var errorDescription: String? { nil }
    public var failureReason: String? { nil }
    public var recoverySuggestion: String? { nil }
    public var helpAnchor: String? { nil }
  }

  // MARK: Foundation: RecoverableError
  // `public protocol RecoverableError : Error {` with `var recoveryOptions: [String] { get }`,
  // `func attemptRecovery(optionIndex recoveryOptionIndex: Int, resultHandler handler: @escaping
  // (_ recovered: Bool) -> Void)` (given a default in `public extension RecoverableError`) and
  // `func attemptRecovery(optionIndex recoveryOptionIndex: Int) -> Bool`.
  public protocol RecoverableError : Error {
    var recoveryOptions: [String] { get }
    func attemptRecovery(optionIndex recoveryOptionIndex: Int, resultHandler handler: @escaping (_ recovered: Bool) -> Void)
    func attemptRecovery(optionIndex recoveryOptionIndex: Int) -> Bool
  }
  extension RecoverableError {
    public func attemptRecovery(optionIndex recoveryOptionIndex: Int, resultHandler handler: @escaping (_ recovered: Bool) -> Void) {
      handler(attemptRecovery(optionIndex: recoveryOptionIndex))
    }
  }

  // MARK: Foundation: Error.localizedDescription
  // `extension Error {` `public var localizedDescription: String {`
  extension Error {
    public var localizedDescription: String { "" }
  }
#endif
