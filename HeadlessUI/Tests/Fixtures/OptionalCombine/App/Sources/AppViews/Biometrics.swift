// App code that uses an Apple-only framework, unchanged: on Linux the test package's stand-in
// module of the same name answers.
#if canImport(LocalAuthentication)
  import LocalAuthentication

  /// Whether Face ID or Touch ID can unlock the app.
  public func biometricsAvailable() -> Bool {
    LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)
  }
#endif
