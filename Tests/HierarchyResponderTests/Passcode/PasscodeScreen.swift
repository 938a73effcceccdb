// A passcode screen written for this repository's tests (Tests/…/PasscodeScreenTests.swift): the
// kind of view the predecessor's apps are made of. Its keypad keys are `EventButton`s whose labels
// are only images, a handler unlocks, and a failed Face ID goes through `reportError` to an
// alert. App code: it also compiles against Apple's SwiftUI shapes (the apple-check).
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import HierarchyResponder

/// A digit typed on the keypad.
struct PasscodeDigitEvent: Event { let digit: Int }

/// The keypad's delete key.
struct PasscodeDeleteEvent: Event {}

/// Face ID recognised the owner.
struct PasscodeBiometricUnlockEvent: Event {}

/// Four digits that are not the passcode.
struct WrongPasscodeError: AlertableError {
  var title: String? { "Wrong Passcode" }
  var message: String { "Try again." }
}

/// Face ID did not recognise the owner.
struct BiometryFailedError: AlertableError {
  var message: String { "Face ID did not recognize you." }
}

/// What the Face ID key asks; a test gives the answer.
struct Biometry: Sendable {
  let recognizesOwner: @Sendable () -> Bool
}

/// One digit key: an icon-only `EventButton`, as the predecessor's keypads draw them.
struct PasscodeDigitKey: View {
  let digit: Int
  var body: some View {
    EventButton(PasscodeDigitEvent(digit: digit)) { Image(systemName: "\(digit).circle") }
  }
}

/// The Face ID key: its failure is an error for the screen's alert, reported from the key.
struct FaceIDKey: View {
  @Environment(\.triggerEvent) private var triggerEvent
  @Environment(\.reportError) private var reportError
  let biometry: Biometry

  var body: some View {
    Button {
      if biometry.recognizesOwner() {
        triggerEvent(PasscodeBiometricUnlockEvent())
      } else {
        reportError(BiometryFailedError())
      }
    } label: {
      Image(systemName: "faceid")
    }
    .accessibilityLabel("Unlock with Face ID")
  }
}

/// The keypad: ten digit keys, Face ID and delete.
struct PasscodeKeypad: View {
  let biometry: Biometry
  var body: some View {
    VStack {
      HStack { PasscodeDigitKey(digit: 1); PasscodeDigitKey(digit: 2); PasscodeDigitKey(digit: 3) }
      HStack { PasscodeDigitKey(digit: 4); PasscodeDigitKey(digit: 5); PasscodeDigitKey(digit: 6) }
      HStack { PasscodeDigitKey(digit: 7); PasscodeDigitKey(digit: 8); PasscodeDigitKey(digit: 9) }
      HStack {
        FaceIDKey(biometry: biometry)
        PasscodeDigitKey(digit: 0)
        EventButton(PasscodeDeleteEvent()) { Image(systemName: "delete.left") }
      }
    }
  }
}

/// The lock screen: typing the passcode (or Face ID) unlocks; a wrong passcode is an alert.
struct PasscodeScreen: View {
  let passcode: String
  let biometry: Biometry
  @State private var entered = ""
  @State private var isUnlocked = false

  var body: some View {
    VStack {
      if isUnlocked {
        Text("Vault unlocked")
      } else {
        Text("Entered \(entered.count) of \(passcode.count)")
        PasscodeKeypad(biometry: biometry)
      }
    }
    .handleEvent(PasscodeDigitEvent.self) { event in
      entered += "\(event.digit)"
      guard entered.count == passcode.count else { return }
      defer { entered = "" }
      guard entered == passcode else { throw WrongPasscodeError() }
      isUnlocked = true
    }
    .handleEvent(PasscodeDeleteEvent.self) { _ in
      if !entered.isEmpty { entered.removeLast() }
    }
    .handleEvent(PasscodeBiometricUnlockEvent.self) { _ in
      isUnlocked = true
    }
    .handleAlertErrors()
  }
}
