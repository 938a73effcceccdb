import HierarchyResponder
import Testing

// Defect 6: an app's own `subscript(safe:)` helper must win over the library's
// deprecated `Array` one. This file declares the common helper, as many apps do;
// the target builds with `-warnings-as-errors`, so a call that picked the
// library's deprecated subscript would not compile here.

/// The calls that reached this file's helper.
@MainActor
private var appHelperCalls = 0

extension Collection {
  /// The common app helper: the element at `index`, or `nil` out of bounds.
  @MainActor
  fileprivate subscript(safe index: Index) -> Element? {
    appHelperCalls += 1
    return indices.contains(index) ? self[index] : nil
  }
}

@MainActor
@Suite struct SafeSubscriptOverloadTests {
  @Test("Defect 6: an app's own Collection subscript(safe:) wins over the library's deprecated Array one")
  func defect6AnAppsOwnSafeSubscriptWins() {
    let before = appHelperCalls
    let items = ["a", "b"]
    #expect(items[safe: 1] == "b")
    #expect(items[safe: 2] == nil)
    #expect(appHelperCalls == before + 2)
  }
}
