// What `import SwiftUI` alone gives an app file besides SwiftUI: Foundation (`Date`, `URL`,
// `UserDefaults`, `DispatchQueue`…) and CoreGraphics' geometry (`CGFloat`). This file imports
// nothing else, so it compiles only if HeadlessUI re-exports them as SwiftUI does; the apple-check
// type-checks it against Apple's shapes too.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// A view whose file imports only SwiftUI and uses Foundation and CoreGraphics types.
private struct FoundationThroughSwiftUIUsage: View {
  let lastUnlock = Date(timeIntervalSince1970: 0)
  let support = URL(string: "https://example.com/support")
  let keypadSpacing: CGFloat = 12
  let keySize = CGSize(width: 80, height: 80)

  var body: some View {
    VStack(spacing: keypadSpacing) {
      Text("Last unlock: \(Int(lastUnlock.timeIntervalSince1970))")
      Text(support?.host ?? "none")
      Text("\(Int(keySize.width))")
    }
    .onAppear {
      UserDefaults.standard.set(false, forKey: "FoundationThroughSwiftUI.seen")
      DispatchQueue.main.async {}
    }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func importingSwiftUIAloneGivesFoundationAndCoreGraphicsTypes() throws {
    let host = ViewHost(FoundationThroughSwiftUIUsage())
    #expect(try host.find(text: "Last unlock: 0").isMounted)
    #expect(try host.find(text: "example.com").isMounted)
    #expect(try host.find(text: "80").isMounted)
  }
#endif
