// `Locale` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

private struct LocaleReader: View {
  @Environment(\.locale) private var locale
  @Environment(\.calendar) private var calendar
  @Environment(\.timeZone) private var timeZone
  var body: some View { Text("\(locale.identifier) \(timeZone.identifier)") }
}

/// `Locale` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
private struct LocaleUsage: View {
  var body: some View {
    LocaleReader().environment(\.locale, Locale(identifier: "de_DE")).environment(\.calendar, Calendar(identifier: .gregorian)).environment(\.timeZone, TimeZone(identifier: "Europe/Paris")!)
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func localeCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(LocaleUsage())
    #expect(try host.find(text: "de_DE Europe/Paris").isMounted)
  }
#endif
