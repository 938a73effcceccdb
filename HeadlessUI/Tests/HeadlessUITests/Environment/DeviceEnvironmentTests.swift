import Foundation
import HeadlessUI
import Testing

private struct Adaptive: View {
  @Environment(\.horizontalSizeClass) private var horizontal
  @Environment(\.verticalSizeClass) private var vertical
  @Environment(\.locale) private var locale
  @Environment(\.calendar) private var calendar
  @Environment(\.timeZone) private var timeZone
  @Environment(\.dynamicTypeSize) private var size

  var body: some View {
    Text("horizontal \(horizontal == .regular ? "regular" : "compact")")
    Text("vertical \(vertical == .regular ? "regular" : "compact")")
    Text("locale \(locale.identifier)")
    Text("calendar \(String(describing: calendar.identifier))")
    Text("zone \(timeZone.identifier)")
    Text(size.isAccessibilitySize ? "accessibility size" : "standard size")
  }
}

private struct Limited: View {
  @Environment(\.dynamicTypeSize) private var size
  var body: some View { Text(size == .xxLarge ? "clamped" : "not clamped") }
}

/// Size classes, locale, calendar, time zone and Dynamic Type, settable per host.
@MainActor @Suite struct DeviceEnvironmentTests {
  // https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
  // — an iPhone in portrait is compact wide and regular tall (Human Interface Guidelines,
  // Layout, "Device size classes").
  @Test func theDefaultsAreAnIPhoneInPortraitInTheLargeTextSize() throws {
    let host = ViewHost(Adaptive())
    #expect(try host.find(text: "horizontal compact").isMounted)
    #expect(try host.find(text: "vertical regular").isMounted)
    #expect(try host.find(text: "standard size").isMounted)
  }

  // https://developer.apple.com/documentation/swiftui/environmentvalues — values set on the
  // environment are read by every view below.
  @Test func aHostsEnvironmentSetsSizeClassesLocaleCalendarTimeZoneAndTypeSize() throws {
    var environment = EnvironmentValues()
    environment.horizontalSizeClass = .regular
    environment.verticalSizeClass = .compact
    environment.locale = Locale(identifier: "fr_FR")
    environment.calendar = Calendar(identifier: .japanese)
    environment.timeZone = TimeZone(identifier: "Asia/Tokyo")!
    environment.dynamicTypeSize = .accessibility2
    let host = ViewHost(Adaptive(), environment: environment)
    #expect(try host.find(text: "horizontal regular").isMounted)
    #expect(try host.find(text: "vertical compact").isMounted)
    #expect(try host.find(text: "locale fr_FR").isMounted)
    #expect(try host.find(text: "calendar japanese").isMounted)
    #expect(try host.find(text: "zone Asia/Tokyo").isMounted)
    #expect(try host.find(text: "accessibility size").isMounted)
  }

  // https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-26aj0 —
  // "Limits the Dynamic Type size within the view to the given range."
  @Test func aDynamicTypeSizeRangeClampsTheSizeBelowIt() throws {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility5
    let host = ViewHost(Limited().dynamicTypeSize(...DynamicTypeSize.xxLarge), environment: environment)
    #expect(try host.find(text: "clamped").isMounted)
  }
}
