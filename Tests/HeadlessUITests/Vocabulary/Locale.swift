import Foundation
import HeadlessUI
import Testing

private struct LocaleReader: View {
  @Environment(\.locale) private var locale
  @Environment(\.calendar) private var calendar
  @Environment(\.timeZone) private var timeZone
  var body: some View { Text("\(locale.identifier) \(timeZone.identifier)") }
}

/// `Locale` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct LocaleUsage: View {
  var body: some View {
    LocaleReader().environment(\.locale, Locale(identifier: "de_DE")).environment(\.calendar, Calendar(identifier: .gregorian)).environment(\.timeZone, TimeZone(identifier: "Europe/Paris")!)
  }
}

@MainActor @Test func localeCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(LocaleUsage())
  #expect(try host.find(text: "de_DE Europe/Paris").isMounted)
}
