// `DatePicker` as an app writes it. The usage view compiles against SwiftUI where it exists (the
// apple-check type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI
// elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `DatePicker` as an app writes it: it compiles against HeadlessUI and, in the apple-check, against
/// Apple's shapes (SwiftUI's interface); the test below renders it on HeadlessUI.
@available(watchOS 10.0, *)
@available(tvOS, unavailable)
private struct DatePickerUsage: View {
  var body: some View {
    DatePicker("Delivery", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: [.date, .hourAndMinute])
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func datePickerCompilesAsAnAppWritesItAndRenders() throws {
    let host = ViewHost(DatePickerUsage())
    #expect(try host.datePicker("Delivery").selectedDate == Date(timeIntervalSince1970: 0))
  }
#endif
