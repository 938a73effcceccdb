import Foundation
import HeadlessUI
import Testing

/// `DatePicker` as an app writes it: it compiles against HeadlessUI (and, through the apple-check,
/// against Apple's shapes) and renders as documented.
private struct DatePickerUsage: View {
  var body: some View {
    DatePicker("Delivery", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: [.date, .hourAndMinute])
  }
}

@MainActor @Test func datePickerCompilesAsAnAppWritesItAndRenders() throws {
  let host = ViewHost(DatePickerUsage())
  #expect(try host.datePicker("Delivery").selectedDate == Date(timeIntervalSince1970: 0))
}
