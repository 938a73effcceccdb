// The recipe's step for a file that imported only an Apple framework (UIKit, LocalAuthentication,
// CoreData): guarding the import also removes the Foundation it brought, so the file imports
// Foundation itself. Without the first line, Linux reports "cannot find 'Bundle' in scope".
import Foundation

#if canImport(UIKit)
  import UIKit
#endif

/// The app's version, as a file that imported only UIKit reads it.
enum ReleaseInfo {
  static var version: String {
    Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "development"
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @Test func aGuardedFrameworkImportNeedsFoundationImportedByName() {
    #expect(ReleaseInfo.version == "development")
  }
#endif
