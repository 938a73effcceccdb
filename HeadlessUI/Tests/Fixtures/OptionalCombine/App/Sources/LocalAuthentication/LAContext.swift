// The recipe's stand-in module: a target named after the Apple-only framework, built on Linux only,
// so that the app's `#if canImport(LocalAuthentication)` code compiles unchanged with the test's
// answer. Only what the app uses is declared.
import Foundation

/// The policies the app evaluates.
public enum LAPolicy: Int, Sendable {
  case deviceOwnerAuthenticationWithBiometrics = 1
  case deviceOwnerAuthentication = 2
}

/// A stand-in for LocalAuthentication's context: the test sets what the device answers.
public final class LAContext {
  /// What every context answers; a test sets it with `LAContext.$recognizesOwner.withValue(false) { … }`.
  @TaskLocal public static var recognizesOwner = true

  public init() {}

  /// Apple's takes an `NSErrorPointer`, which Linux's Foundation does not declare; a plain pointer
  /// accepts the same calls (`error: nil`, `error: &error`).
  public func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
    Self.recognizesOwner
  }
}
