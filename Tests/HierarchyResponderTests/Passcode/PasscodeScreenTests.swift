// Hosted through HeadlessUI: runs where the layer is built on it (Linux, or a contributor's
// `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  /// The passcode screen end to end: icon-only keys found by their symbols and accessibility
  /// labels, the handler that unlocks, errors reaching the alert.
  @MainActor
  @Suite struct PasscodeScreenTests {
    private func screen(faceIDRecognizes: Bool = false) -> ViewHost {
      ViewHost(PasscodeScreen(passcode: "1234", biometry: Biometry { faceIDRecognizes }))
    }

    private func type(_ digits: [Int], on host: ViewHost) throws {
      for digit in digits { try host.button(systemImage: "\(digit).circle").tap() }
    }

    @Test func typingThePasscodeOnTheIconOnlyKeysUnlocks() throws {
      let host = screen()
      try type([1, 2, 3], on: host)
      #expect(try host.find(text: "Entered 3 of 4").isMounted)
      try type([4], on: host)
      #expect(try host.find(text: "Vault unlocked").isMounted)
      #expect(host.alert == nil)
    }

    @Test func theDeleteKeyRemovesTheLastDigit() throws {
      let host = screen()
      try type([1, 2, 9], on: host)
      try host.button(systemImage: "delete.left").tap()
      #expect(try host.find(text: "Entered 2 of 4").isMounted)
      try type([3, 4], on: host)
      #expect(try host.find(text: "Vault unlocked").isMounted)
    }

    @Test func aWrongPasscodeThrownByTheHandlerIsShownInAnAlert() throws {
      let host = screen()
      try type([9, 9, 9, 9], on: host)
      let alert = try #require(host.alert)
      #expect(alert.title == "Wrong Passcode")
      #expect(alert.message == "Try again.")
      try host.tapAlertButton("Okay")
      #expect(host.alert == nil)
      #expect(try host.find(text: "Entered 0 of 4").isMounted)
    }

    @Test func aFailedFaceIDReportedFromTheKeyReachesTheAlert() throws {
      let host = screen(faceIDRecognizes: false)
      try host.button(accessibilityLabel: "Unlock with Face ID").tap()
      let alert = try #require(host.alert)
      #expect(alert.title == "Error")
      #expect(alert.message == "Face ID did not recognize you.")
      #expect(host.findAll(text: "Vault unlocked").isEmpty)
    }

    @Test func faceIDRecognizingTheOwnerUnlocks() throws {
      let host = screen(faceIDRecognizes: true)
      try host.button(systemImage: "faceid").tap()
      #expect(try host.find(text: "Vault unlocked").isMounted)
    }
  }
#endif
